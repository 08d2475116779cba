import { Header } from "@tupelo-medicare/ui";

/** The sticky header: phone, logo, desktop menu, mobile menu and 'Schedule an Appointment'. */
export default function HeaderIsland({ currentPath }: { currentPath: string }) {
  return <Header currentPath={currentPath} />;
}
