import { describe, expect, it } from 'vitest';
import { featureNames, renamedNotice, whyNotAFeatureName } from '../../scripts/generator/feature-name';

describe('a new feature’s names', () => {
  it('takes the plural or the singular and derives the other', () => {
    expect(featureNames('authors')).toEqual({
      plural: 'authors',
      singular: 'author',
      Plural: 'Authors',
      Singular: 'Author',
      aSingular: 'an author',
      ASingular: 'An author',
    });
    expect(featureNames('users').aSingular).toBe('a user');
    expect(featureNames('updates').aSingular).toBe('an update');
    expect(featureNames('books').aSingular).toBe('a book');
    expect(featureNames('author')).toMatchObject({ plural: 'authors', singular: 'author' });
    expect(featureNames('Categories')).toMatchObject({ plural: 'categories', singular: 'category' });
    expect(featureNames('category')).toMatchObject({ plural: 'categories', singular: 'category' });
    expect(featureNames('boxes')).toMatchObject({ plural: 'boxes', singular: 'box' });
    expect(featureNames('address')).toMatchObject({ plural: 'addresses', singular: 'address' });
    expect(featureNames('status')).toMatchObject({ plural: 'statuses', singular: 'status' });
    expect(featureNames('days')).toMatchObject({ plural: 'days', singular: 'day' });
  });

  it('knows irregular plurals, and takes the plural as given when asked', () => {
    expect(featureNames('person')).toMatchObject({ plural: 'people', singular: 'person', Plural: 'People' });
    expect(featureNames('people')).toMatchObject({ plural: 'people', singular: 'person' });
    expect(featureNames('child')).toMatchObject({ plural: 'children', singular: 'child' });
    expect(featureNames('cactus', 'cactuses')).toMatchObject({ plural: 'cactuses', singular: 'cactus' });
    expect(featureNames('cactuses', 'cactuses')).toMatchObject({ plural: 'cactuses', singular: 'cactus' });
  });

  it('says when the names differ from the word as typed', () => {
    expect(renamedNotice('authors', featureNames('authors'))).toBeUndefined();
    expect(renamedNotice('Author', featureNames('Author'))).toMatch(
      /"Author" is generated as "authors" \(one: "author"\)/,
    );
    expect(renamedNotice('person', featureNames('person'))).toMatch(/"person" is generated as "people"/);
  });

  it('refuses what is not a word, a name Folio uses, and reserved words, saying why', () => {
    const taken = new Set(['books', 'book', 'users', 'user']);
    expect(whyNotAFeatureName('authors', taken)).toBeUndefined();
    expect(whyNotAFeatureName('123', taken)).toMatch(/"123" is not a word/);
    expect(whyNotAFeatureName('foo-bar!', taken)).toMatch(/"foo-bar!" is not a word/);
    expect(whyNotAFeatureName('', taken)).toMatch(/is not a word/);
    expect(whyNotAFeatureName('books', taken)).toMatch(/"books" already exists/);
    expect(whyNotAFeatureName('book', taken)).toMatch(/"books" already exists/);
    expect(whyNotAFeatureName('Users', taken)).toMatch(/"users" already exists/);
    expect(whyNotAFeatureName('classes', taken)).toMatch(/"class" is a reserved word/);
    expect(whyNotAFeatureName('sheep', taken)).toMatch(/"sheep" has no plural of its own/);
    expect(whyNotAFeatureName('sheep', taken, 'flocks')).toBeUndefined();
    expect(whyNotAFeatureName('person', taken, 'people!')).toMatch(/"people!" is not a word/);
  });
});
