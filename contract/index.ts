export * from './http';
export * from './presentation';
export * from './shops';
export * from './categories';
export * from './products';
export * from './cache-policy';
export * from './transport';
export * from './sitemap';
