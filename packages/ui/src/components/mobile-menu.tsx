import * as React from "react";
import { Accordion, Dialog as DialogPrimitive } from "radix-ui";
import { ChevronDown, Menu, Phone, X } from "lucide-react";
import { cn } from "../lib/cn";
import { SmartLink } from "../internal/smart-link";
import { useSiteConfig, type LinkComponent, type NavGroup } from "../site-config/site-config";
import { buttonVariants } from "./button";

type MobileMenuProps = {
  /** The groups to show. @defaultValue the site configuration's navigation */
  groups?: NavGroup[];
  /** The current path: its link is marked aria-current="page"; when it changes the menu closes. */
  currentPath?: string;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  LinkComponent?: LinkComponent;
  /** Classes for the 'Menu' button. */
  className?: string;
};

/**
 * The phone menu: a 'Menu' button opening a full-height panel with an accordion of the menu groups (one open
 * at a time; tapping an open group closes it), the phone number and 'Schedule an Appointment'. Following any
 * link closes the panel.
 */
function MobileMenu({
  groups,
  currentPath,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  LinkComponent,
  className,
}: MobileMenuProps) {
  const config = useSiteConfig();
  const menuGroups = groups ?? config.navigation;
  const [uncontrolledOpen, setUncontrolledOpen] = React.useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  const setOpen = React.useCallback(
    (next: boolean) => {
      setUncontrolledOpen(next);
      onOpenChange?.(next);
    },
    [onOpenChange],
  );
  const activeGroup = currentPath
    ? menuGroups.find((group) => group.href === currentPath || group.items.some((item) => item.href === currentPath))
    : undefined;
  const [openGroup, setOpenGroup] = React.useState(activeGroup?.id ?? "");

  const openRef = React.useRef(open);
  openRef.current = open;
  const lastPathRef = React.useRef(currentPath);
  React.useEffect(() => {
    if (lastPathRef.current === currentPath) return;
    lastPathRef.current = currentPath;
    if (openRef.current) setOpen(false);
  }, [currentPath, setOpen]);

  const close = () => setOpen(false);

  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger
        data-slot="mobile-menu-trigger"
        className={cn(buttonVariants({ variant: "secondary", size: "default" }), "px-4", className)}
      >
        <Menu aria-hidden="true" className="size-6" />
        Menu
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/60 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          data-slot="mobile-menu"
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col overflow-y-auto bg-surface text-ink shadow-xl data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
        >
          <div className="flex items-center justify-between gap-4 border-b border-border-subtle px-4 py-3">
            <DialogPrimitive.Title className="text-xl font-bold text-primary-900">Menu</DialogPrimitive.Title>
            <DialogPrimitive.Close className={cn(buttonVariants({ variant: "ghost", size: "default" }), "px-3")}>
              <X aria-hidden="true" className="size-6" />
              Close
            </DialogPrimitive.Close>
          </div>
          <nav aria-label="Main" className="flex-1 px-2 py-2">
            <Accordion.Root type="single" collapsible value={openGroup} onValueChange={setOpenGroup}>
              {menuGroups.map((group) => (
                <Accordion.Item
                  key={group.id}
                  value={group.id}
                  className="border-b border-border-subtle last:border-b-0"
                >
                  <Accordion.Header className="m-0">
                    <Accordion.Trigger className="group flex min-h-14 w-full cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-3 text-left text-lg font-bold text-primary-900 hover:bg-surface-alt">
                      {group.label}
                      <ChevronDown
                        aria-hidden="true"
                        className="size-6 shrink-0 transition-transform duration-200 group-data-[state=open]:rotate-180"
                      />
                    </Accordion.Trigger>
                  </Accordion.Header>
                  <Accordion.Content className="overflow-hidden data-[state=closed]:animate-accordion-up data-[state=open]:animate-accordion-down">
                    <ul className="flex list-none flex-col gap-1 px-1 pb-3">
                      {group.href ? (
                        <li>
                          <SmartLink
                            href={group.href}
                            LinkComponent={LinkComponent}
                            aria-current={currentPath === group.href ? "page" : undefined}
                            onClick={close}
                            className="flex min-h-12 items-center rounded-lg px-3 py-2 font-semibold text-primary-700 underline underline-offset-4 hover:bg-surface-alt"
                          >
                            {group.overview ?? group.label}
                          </SmartLink>
                        </li>
                      ) : null}
                      {group.items.map((item) => {
                        const Icon = item.icon;
                        return (
                          <li key={item.href}>
                            <SmartLink
                              href={item.href}
                              LinkComponent={LinkComponent}
                              aria-current={currentPath === item.href ? "page" : undefined}
                              onClick={close}
                              className="flex min-h-12 items-center gap-3 rounded-lg px-3 py-2 text-ink hover:bg-surface-alt aria-[current=page]:bg-primary-50 aria-[current=page]:font-bold"
                            >
                              <Icon aria-hidden="true" className="size-6 shrink-0 text-primary-700" />
                              {item.title}
                            </SmartLink>
                          </li>
                        );
                      })}
                    </ul>
                  </Accordion.Content>
                </Accordion.Item>
              ))}
            </Accordion.Root>
          </nav>
          <div className="flex flex-col gap-3 border-t border-border-subtle p-4">
            <a href={config.phone.href} className={cn(buttonVariants({ variant: "secondary", size: "lg" }), "w-full")}>
              <Phone aria-hidden="true" className="size-5" />
              Call {config.phone.display}
            </a>
            <p className="text-center text-muted">TTY {config.phone.tty}</p>
            <SmartLink
              href={config.schedulerUrl}
              onClick={close}
              className={cn(buttonVariants({ variant: "accent", size: "lg" }), "w-full")}
            >
              Schedule an Appointment
            </SmartLink>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export { MobileMenu };
export type { MobileMenuProps };
