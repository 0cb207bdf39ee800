import * as Menu from "@radix-ui/react-dropdown-menu";
import { clsx } from "clsx";
import type { ComponentProps, ReactNode } from "react";

export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;
export const DropdownMenuRadioGroup = Menu.RadioGroup;

export function DropdownMenuContent({ className, children, ...rest }: ComponentProps<typeof Menu.Content>) {
  return (
    <Menu.Portal>
      <Menu.Content className={clsx("menu", className)} sideOffset={6} align="end" {...rest}>
        {children}
      </Menu.Content>
    </Menu.Portal>
  );
}

export function DropdownMenuItem({ className, ...rest }: ComponentProps<typeof Menu.Item>) {
  return <Menu.Item className={clsx("menu-item", className)} {...rest} />;
}

export function DropdownMenuRadioItem({ className, children, ...rest }: ComponentProps<typeof Menu.RadioItem>) {
  return (
    <Menu.RadioItem className={clsx("menu-item", className)} {...rest}>
      <span className="menu-indicator" aria-hidden>
        <Menu.ItemIndicator>●</Menu.ItemIndicator>
      </span>
      {children}
    </Menu.RadioItem>
  );
}

export function DropdownMenuLabel({ children }: { children: ReactNode }) {
  return <Menu.Label className="menu-label">{children}</Menu.Label>;
}

export function DropdownMenuSeparator() {
  return <Menu.Separator className="menu-separator" />;
}
