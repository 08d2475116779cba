import { Header } from "@tupelo-medicare/ui";
import { SEARCH_PATH } from "../app/search-path.js";

/** The sticky header: phone, site search (a GET form), logo, desktop menu, mobile menu and 'Schedule an Appointment'. */
export default function HeaderIsland({ currentPath }: { currentPath?: string }) {
  return <Header currentPath={currentPath} searchAction={SEARCH_PATH} />;
}
