export * from './presentation';
export * from './shops';
export * from './catalog';
export * from './content';
export * from './relations';
export * from './users';
export * from './cart';
export * from './social';
