// Imported first by the build scripts: React's production build renders several times faster, and every module
// that loads React (the UI kit, the SSR bundle) must see the same NODE_ENV.
process.env.NODE_ENV = "production";
