// The signed-in user's menu (both layouts): its button at once, the menu (Mantine's Menu,
// Popover and floating-ui) only once the pointer, focus or a press reaches the button.
import '@mantine/core/styles/Avatar.layer.css';
import type { AuthUser } from '@fanclub/contract/auth';
import { useLoadOnIntent } from '@/lib/use-load-on-intent';
import { UserMenuButton } from './user-menu-button';

type UserMenuProps = { user: AuthUser; area: 'member' | 'admin' };

const importDropdown = () => import('./user-menu-dropdown');

export function UserMenu({ user, area }: UserMenuProps) {
  const { module, intent, triggerProps } = useLoadOnIntent(importDropdown);
  if (module) return <module.UserMenuDropdown user={user} area={area} intent={intent} />;
  return (
    <UserMenuButton user={user} aria-haspopup="menu" aria-expanded={false} {...triggerProps} />
  );
}
