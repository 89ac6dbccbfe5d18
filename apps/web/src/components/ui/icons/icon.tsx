import { createElement, type ReactElement, type SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/**
 * The base of every icon: a stroke drawing on a 24-unit grid, decorative by default because the
 * control around it carries the label. Feature icon sets live with their feature so they load
 * with it.
 */
export function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** An icon component from its shapes, e.g. `icon(<path d="m6 9 6 6 6-6" />)`. */
export function icon(...shapes: ReactElement[]) {
  // Shapes passed as separate children, so React asks for no keys.
  return (props: IconProps) => createElement(Icon, props, ...shapes);
}

/** A filled mark (brand logos): the shapes are filled with the text colour instead of stroked. */
export function solidIcon(...shapes: ReactElement[]) {
  return (props: IconProps) => createElement(Icon, { fill: 'currentColor', stroke: 'none', ...props }, ...shapes);
}
