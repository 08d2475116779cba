// A suite whose global setup fails (as the leads suite's did when its PostgreSQL could not start).
export default { test: { include: ["*.test.js"], globalSetup: ["./global-setup.js"] } };
