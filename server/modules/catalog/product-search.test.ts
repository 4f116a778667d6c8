import { describe, expect, it } from 'vitest';
import { escapeLike, MAX_WORDS, searchWords, wordArray } from './product-search';

describe('escapeLike', () => {
  it('makes LIKE wildcards and the escape character literal', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(escapeLike('pizza')).toBe('pizza');
  });
});

describe('searchWords', () => {
  it('keeps runs of letters and digits, lower-cased, so nothing typed is a LIKE or tsquery operator', () => {
    expect(searchWords('Ice Cream!')).toEqual(['ice', 'cream']);
    expect(searchWords("o'neil & (x) 50%_off")).toEqual(['o', 'neil', 'x', '50', 'off']);
    expect(searchWords('%%% :*')).toEqual([]);
    expect(searchWords('Café بيتزا')).toEqual(['café', 'بيتزا']);
  });

  it('uses the first words only', () => {
    expect(searchWords('a b c d e f g h')).toHaveLength(MAX_WORDS);
  });
});

describe('wordArray', () => {
  it('quotes every word, so "null" stays a word and not a NULL element', () => {
    expect(wordArray(['null', 'café'])).toBe('{"null","café"}');
  });

  it('escapes quotes and backslashes, so any term stays one element', () => {
    expect(wordArray(['a"b', 'c\\d', 'e,f'])).toBe('{"a\\"b","c\\\\d","e,f"}');
  });
});
