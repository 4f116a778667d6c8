export * from './http';
export * from './presentation';
export * from './shops';
export * from './cache-policy';
export * from './transport';
