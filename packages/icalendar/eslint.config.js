import config from "@tupelo-medicare/eslint-config";

export default config({ tsconfigRootDir: import.meta.dirname });
