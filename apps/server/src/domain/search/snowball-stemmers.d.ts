// The Snowball port ships JavaScript only; this is the part of it the search reads (words.ts).
declare module 'snowball-stemmers' {
  export interface Stemmer {
    stem(word: string): string;
  }
  export function newStemmer(language: string): Stemmer;
}
