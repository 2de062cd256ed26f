import { Button, type ButtonProps } from './Button.tsx';
import type { IconName } from './Icon.tsx';
import { Icon } from './Icon.tsx';
import { Tooltip } from './Tooltip.tsx';

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'icon'> {
  /** The button's accessible name, also shown as its tooltip. */
  label: string;
  icon: IconName;
  /** Show the label as a tooltip on hover and focus (default true). */
  tooltip?: boolean;
}

/** A square button showing only an icon; its name is `label` (aria-label), shown as a tooltip too. */
export function IconButton({
  label,
  icon,
  tooltip = true,
  variant = 'quiet',
  className,
  ...rest
}: IconButtonProps) {
  const button = (
    <Button
      {...rest}
      variant={variant}
      aria-label={label}
      className={className ? `ui-icon-btn ${className}` : 'ui-icon-btn'}
    >
      <Icon name={icon} />
    </Button>
  );
  return tooltip ? (
    <Tooltip content={label} labelsTrigger>
      {button}
    </Tooltip>
  ) : (
    button
  );
}
