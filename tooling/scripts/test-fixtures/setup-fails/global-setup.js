export default function setup() {
  throw new Error("the throwaway PostgreSQL could not start");
}
