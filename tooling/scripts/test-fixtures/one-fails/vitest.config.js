export default { test: { include: ["*.test.js"] } };
