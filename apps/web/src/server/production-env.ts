// Imported first by the server: React's production build for the pages it renders on regeneration; every module
// that loads React must see the same NODE_ENV.
process.env.NODE_ENV ??= "production";
