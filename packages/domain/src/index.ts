export * from './messages';
export * from './auth';
export * from './user';
export * from './grocery';
export * from './routes';
export * from './toast';
export * from './ai';
export * from './sustainability';
