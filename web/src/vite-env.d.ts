/// <reference types="vite/client" />

declare module "virtual:icons" {
  const icons: import("@iconify/types").IconifyJSON;
  export default icons;
}
