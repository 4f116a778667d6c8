import { describe, expect, it } from 'vitest';
import { articleJsonLd, faqPageJsonLd, htmlListItems, htmlText, isoMinutes, recipeJsonLd } from './content-jsonld';

describe('content JSON-LD', () => {
  it('reads text and list items out of operator HTML', () => {
    expect(htmlText('<p>Salt &amp; pepper</p><p>to <b>taste</b></p>')).toBe('Salt & pepper to taste');
    expect(htmlListItems('<ul><li>2 cups rice</li><li> 1 <em>onion</em> </li></ul>')).toEqual(['2 cups rice', '1 onion']);
    expect(htmlListItems('<p>Mix everything.</p>')).toEqual(['Mix everything.']);
    expect(htmlListItems(null)).toEqual([]);
  });

  it('writes minutes as ISO 8601 durations', () => {
    expect(isoMinutes(5)).toBe('PT5M');
    expect(isoMinutes(60)).toBe('PT1H');
    expect(isoMinutes(95)).toBe('PT1H35M');
    expect(isoMinutes(0)).toBeUndefined();
  });

  it('builds a Recipe with ingredients, steps, times and calories', () => {
    const ld = recipeJsonLd({
      url: 'https://x.test/recipes/6',
      name: 'Arroz con pollo',
      description: 'One pot',
      image: 'https://x.test/i.webp',
      category: 'Main dishes',
      activeMinutes: 25,
      totalMinutes: 50,
      calories: 610,
      servings: 4,
      ingredientsHtml: '<ul><li>Rice</li><li>Chicken</li></ul>',
      instructionsHtml: '<ol><li>Brown</li><li>Cook</li></ol>',
      datePublished: '2026-01-01T00:00:00.000Z',
      author: 'Shop',
    });
    expect(ld).toMatchObject({
      '@type': 'Recipe',
      prepTime: 'PT25M',
      totalTime: 'PT50M',
      recipeYield: '4',
      recipeCategory: 'Main dishes',
      nutrition: { calories: '610 calories' },
      recipeIngredient: ['Rice', 'Chicken'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Brown' },
        { '@type': 'HowToStep', text: 'Cook' },
      ],
    });
  });

  it('builds a BlogPosting and a FAQPage (none without questions)', () => {
    const post = articleJsonLd({ url: 'u', headline: 'x'.repeat(200), datePublished: 'a', dateModified: 'b', publisher: 'Comanda' });
    expect(post).toMatchObject({ '@type': 'BlogPosting', datePublished: 'a', dateModified: 'b', publisher: { name: 'Comanda' } });
    expect((post.headline as string).length).toBe(110);
    expect(faqPageJsonLd('u', [])).toBeNull();
    expect(faqPageJsonLd('u', [{ question: 'Q?', answer: 'A.' }])).toMatchObject({
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }],
    });
  });
});
