import { describe, expect, it } from 'vitest';
import { addToSearchHistory } from './search-history';

describe('addToSearchHistory', () => {
  it('keeps at most 5 distinct entries, newest first, dropping the oldest', () => {
    let history: string[] = [];
    for (const term of ['pizza', 'sushi', 'tacos', 'arepas', 'helado', 'café']) history = addToSearchHistory(history, term);
    expect(history).toEqual(['café', 'helado', 'arepas', 'tacos', 'sushi']);
    expect(addToSearchHistory(history, ' tacos ')).toEqual(['tacos', 'café', 'helado', 'arepas', 'sushi']);
    expect(addToSearchHistory(history, '   ')).toEqual(history);
  });
});
