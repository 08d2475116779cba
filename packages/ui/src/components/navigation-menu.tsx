import * as React from "react";
import { NavigationMenu as NavigationMenuPrimitive } from "radix-ui";
import { ArrowRight, ChevronDown } from "lucide-react";
import { cn } from "../lib/cn";
import { NAVIGATION_MENU_DELAY_MS, NAVIGATION_MENU_SKIP_DELAY_MS } from "../lib/constants";
import { SmartLink } from "../internal/smart-link";
import { useSiteConfig, type LinkComponent, type NavGroup } from "../site-config/site-config";

// A click that lands this soon after a hover opened the dropdown keeps it open instead of toggling it shut.
const HOVER_CLICK_GRACE_MS = 1500;

type NavigationMenuProps = Omit<React.ComponentProps<typeof NavigationMenuPrimitive.Root>, "children"> & {
  /** The groups to show. @defaultValue the site configuration's navigation */
  groups?: NavGroup[];
  /** The current path: its link is marked aria-current="page". */
  currentPath?: string;
  LinkComponent?: LinkComponent;
};

/**
 * The desktop menu: one two-column dropdown per group, each item with an icon, title and description. Opens on
 * click, Enter or Space as well as on hover (200 ms hover delay, 300 ms skip delay, 150 ms close delay) and
 * slides in from the direction of the previous dropdown.
 */
function NavigationMenu({
  groups,
  currentPath,
  LinkComponent,
  className,
  value: valueProp,
  onValueChange,
  defaultValue,
  ...props
}: NavigationMenuProps) {
  const config = useSiteConfig();
  const menuGroups = groups ?? config.navigation;
  const [uncontrolled, setUncontrolled] = React.useState(defaultValue ?? "");
  const value = valueProp ?? uncontrolled;
  const clickedRef = React.useRef(false);
  const hoverOpenedAtRef = React.useRef<number | null>(null);
  const clickClosedRef = React.useRef<{ value: string; at: number } | null>(null);

  const handleValueChange = (next: string) => {
    const byClick = clickedRef.current;
    clickedRef.current = false;
    if (next === value) return;
    const closed = clickClosedRef.current;
    // Radix keeps a hover-open timer running through clicks: ignore it reopening what a click just closed.
    if (!byClick && next && closed?.value === next && Date.now() - closed.at <= NAVIGATION_MENU_DELAY_MS) return;
    clickClosedRef.current = byClick && !next ? { value, at: Date.now() } : null;
    hoverOpenedAtRef.current = next && !byClick ? Date.now() : null;
    setUncontrolled(next);
    onValueChange?.(next);
  };

  return (
    <NavigationMenuPrimitive.Root
      data-slot="navigation-menu"
      aria-label="Main"
      delayDuration={NAVIGATION_MENU_DELAY_MS}
      skipDelayDuration={NAVIGATION_MENU_SKIP_DELAY_MS}
      value={value}
      onValueChange={handleValueChange}
      className={cn("relative z-10 flex max-w-max flex-1 items-center justify-center", className)}
      {...props}
    >
      <NavigationMenuPrimitive.List className="flex list-none items-center gap-1">
        {menuGroups.map((group) => (
          <NavigationMenuPrimitive.Item key={group.id} value={group.id}>
            <NavigationMenuPrimitive.Trigger
              data-slot="navigation-menu-trigger"
              className="group inline-flex min-h-11 cursor-pointer items-center gap-1 rounded-lg px-3 py-2 text-base font-semibold whitespace-nowrap text-primary-900 transition-colors hover:bg-primary-50 data-[state=open]:bg-primary-50"
              onClick={(event) => {
                const hoverOpenedAt = hoverOpenedAtRef.current;
                // A mouse click (detail > 0; keyboard clicks have 0) right after hover opened this dropdown.
                if (
                  event.detail > 0 &&
                  value === group.id &&
                  hoverOpenedAt !== null &&
                  Date.now() - hoverOpenedAt < HOVER_CLICK_GRACE_MS
                ) {
                  event.preventDefault();
                  hoverOpenedAtRef.current = null;
                  return;
                }
                clickedRef.current = true;
              }}
            >
              {group.label}
              <ChevronDown
                aria-hidden="true"
                className="size-5 transition-transform duration-200 group-data-[state=open]:rotate-180"
              />
            </NavigationMenuPrimitive.Trigger>
            <NavigationMenuPrimitive.Content
              data-slot="navigation-menu-content"
              className="top-0 left-0 w-full data-[motion=from-end]:animate-enter-from-right data-[motion=from-start]:animate-enter-from-left data-[motion=to-end]:animate-exit-to-right data-[motion=to-start]:animate-exit-to-left lg:absolute lg:w-auto"
            >
              <ul className="grid w-[min(46rem,calc(100vw-2rem))] list-none grid-cols-2 gap-2 p-4">
                {group.href ? (
                  <li className="col-span-2">
                    <NavigationMenuPrimitive.Link asChild active={currentPath === group.href}>
                      <SmartLink
                        href={group.href}
                        LinkComponent={LinkComponent}
                        className="flex min-h-11 items-center justify-between gap-2 rounded-lg bg-primary-50 px-4 py-3 font-bold text-primary-700 underline-offset-4 hover:underline aria-[current=page]:underline"
                      >
                        {group.overview ?? group.label}
                        <ArrowRight aria-hidden="true" className="size-5" />
                      </SmartLink>
                    </NavigationMenuPrimitive.Link>
                  </li>
                ) : null}
                {group.items.map((item) => {
                  const Icon = item.icon;
                  return (
                    <li key={item.href}>
                      <NavigationMenuPrimitive.Link asChild active={currentPath === item.href}>
                        <SmartLink
                          href={item.href}
                          LinkComponent={LinkComponent}
                          className="group/item flex h-full min-h-11 gap-3 rounded-lg p-3 transition-colors hover:bg-surface-alt aria-[current=page]:bg-primary-50"
                        >
                          <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700">
                            <Icon aria-hidden="true" className="size-6" />
                          </span>
                          <span className="flex flex-col gap-0.5">
                            <span className="font-bold text-primary-900 underline-offset-4 group-hover/item:underline">
                              {item.title}
                            </span>
                            <span className="text-base leading-snug text-muted">{item.description}</span>
                          </span>
                        </SmartLink>
                      </NavigationMenuPrimitive.Link>
                    </li>
                  );
                })}
              </ul>
            </NavigationMenuPrimitive.Content>
          </NavigationMenuPrimitive.Item>
        ))}
      </NavigationMenuPrimitive.List>
      <div className="absolute top-full left-1/2 flex -translate-x-1/2 justify-center">
        <NavigationMenuPrimitive.Viewport
          data-slot="navigation-menu-viewport"
          className="relative mt-2 h-(--radix-navigation-menu-viewport-height) w-(--radix-navigation-menu-viewport-width) origin-[top_center] overflow-hidden rounded-card border border-border-subtle bg-surface text-ink shadow-xl transition-[width,height] duration-300 data-[state=closed]:animate-scale-out data-[state=open]:animate-scale-in motion-reduce:transition-none"
        />
      </div>
    </NavigationMenuPrimitive.Root>
  );
}

export { NavigationMenu };
export type { NavigationMenuProps };
