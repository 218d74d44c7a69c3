/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_API_DEBUG?: string;
  readonly VITE_IFRAME_ALLOW?: string;
  readonly VITE_SHOW_SETTINGS?: string;
}
