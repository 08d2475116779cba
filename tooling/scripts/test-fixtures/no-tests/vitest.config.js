export default { test: { include: ["*.test.js"], passWithNoTests: true } };
