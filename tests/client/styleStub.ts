/** What a stylesheet import is in jest (jest.config.js moduleNameMapper): nothing. */
export {};
