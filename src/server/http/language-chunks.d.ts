declare module 'virtual:folio/language-chunks' {
  /** Each language's texts chunk in the client build (`/assets/fr-….js`); empty in development. */
  const chunkOfLanguage: Partial<Record<string, string>>;
  export default chunkOfLanguage;
}
