export * from './auth';
export * from './account';
export * from './mail';
export * from './agenda';
export * from './webhooks';
export * from './vaccines';
export * from './feeding';
export * from './chat';
