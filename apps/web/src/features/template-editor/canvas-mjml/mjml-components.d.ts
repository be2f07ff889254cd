// The MJML component packages ship no types; each exports its component class (mjml-core's Component).
declare module 'mjml-body' {
  import type { Component } from 'mjml-core';
  const component: typeof Component;
  export default component;
}
declare module 'mjml-button' {
  import type { Component } from 'mjml-core';
  const component: typeof Component;
  export default component;
}
declare module 'mjml-column' {
  import type { Component } from 'mjml-core';
  const component: typeof Component;
  export default component;
}
declare module 'mjml-divider' {
  import type { Component } from 'mjml-core';
  const component: typeof Component;
  export default component;
}
declare module 'mjml-group' {
  import type { Component } from 'mjml-core';
  const component: typeof Component;
  export default component;
}
declare module 'mjml-head' {
  import type { Component } from 'mjml-core';
  const component: typeof Component;
  export default component;
}
declare module 'mjml-head-attributes' {
  import type { Component } from 'mjml-core';
  const component: typeof Component;
  export default component;
}
declare module 'mjml-head-breakpoint' {
  import type { Component } from 'mjml-core';
  const component: typeof Component;
  export default component;
}
declare module 'mjml-head-font' {
  import type { Component } from 'mjml-core';
  const component: typeof Component;
  export default component;
}
declare module 'mjml-head-html-attributes' {
  import type { Component } from 'mjml-core';
  const component: typeof Component;
  export default component;
}
declare module 'mjml-head-preview' {
  import type { Component } from 'mjml-core';
  const component: typeof Component;
  export default component;
}
declare module 'mjml-head-style' {
  import type { Component } from 'mjml-core';
  const component: typeof Component;
  export default component;
}
declare module 'mjml-head-title' {
  import type { Component } from 'mjml-core';
  const component: typeof Component;
  export default component;
}
declare module 'mjml-hero' {
  import type { Component } from 'mjml-core';
  const component: typeof Component;
  export default component;
}
declare module 'mjml-image' {
  import type { Component } from 'mjml-core';
  const component: typeof Component;
  export default component;
}
declare module 'mjml-raw' {
  import type { Component } from 'mjml-core';
  const component: typeof Component;
  export default component;
}
declare module 'mjml-section' {
  import type { Component } from 'mjml-core';
  const component: typeof Component;
  export default component;
}
declare module 'mjml-spacer' {
  import type { Component } from 'mjml-core';
  const component: typeof Component;
  export default component;
}
declare module 'mjml-text' {
  import type { Component } from 'mjml-core';
  const component: typeof Component;
  export default component;
}
declare module 'mjml-wrapper' {
  import type { Component } from 'mjml-core';
  const component: typeof Component;
  export default component;
}
declare module 'mjml-navbar' {
  import type { Component } from 'mjml-core';
  export const Navbar: typeof Component;
  export const NavbarLink: typeof Component;
}
declare module 'mjml-social' {
  import type { Component } from 'mjml-core';
  export const Social: typeof Component;
  export const SocialElement: typeof Component;
}
