import { API_REFERENCE_SCRIPT_PATH } from './api-reference-script';

/**
 * Scalar's options (@scalar/api-reference's `ApiReferenceConfiguration`, read from the script tag's
 * `data-configuration`, which takes a single `url`, not `sources`) for a page that talks to no
 * one but this server: no web fonts from fonts.scalar.com, no request proxy (proxy.scalar.com; the
 * documents' servers are this origin, so the test client calls them directly), no telemetry, no AI
 * agent, and no developer tools (their "Share" and "Deploy" upload the document to scalar.com).
 */
const CONFIGURATION = {
  url: '/api/openapi/app/schema',
  withDefaultFonts: false,
  proxyUrl: '',
  telemetry: false,
  agent: { disabled: true },
  showDeveloperTools: 'never',
  hideClientButton: true,
} as const;

/** The attribute value `value` as JSON, escaped for a double-quoted HTML attribute. */
function attributeJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('&', '&amp;').replaceAll('"', '&quot;');
}

/** The API reference page: Scalar's bundle, served by this server, over the app's OpenAPI document. */
export function apiReferencePage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Folio API reference</title>
</head>
<body>
<script id="api-reference" data-configuration="${attributeJson(CONFIGURATION)}"></script>
<script src="${API_REFERENCE_SCRIPT_PATH}"></script>
</body>
</html>`;
}
