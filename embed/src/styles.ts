/* The badge's styles: light by default, dark on theme="dark", and theme="auto" follows the visitor's system. */
import { css } from 'lit'

const dark = css`
  --sceau-fg: #e2e8f0;
  --sceau-bg: #0f172a;
  --sceau-border: #334155;
  --sceau-muted: #94a3b8;
  --sceau-accent: #93c5fd;
  --sceau-ok: #4ade80;
  --sceau-ko: #f87171;
`

export const styles = css`
  :host {
    --sceau-fg: #1e293b;
    --sceau-bg: #fff;
    --sceau-border: #cbd5e1;
    --sceau-muted: #475569;
    --sceau-accent: #1d4ed8;
    --sceau-ok: #15803d;
    --sceau-ko: #b91c1c;
    display: inline-block;
    position: relative;
    max-width: 100%;
    font: inherit;
    font-size: 0.875rem;
    line-height: 1.4;
    color: var(--sceau-fg);
  }
  :host([theme='dark']) {
    ${dark}
  }
  @media (prefers-color-scheme: dark) {
    :host([theme='auto']) {
      ${dark}
    }
  }
  :host([hidden]) {
    display: none;
  }
  .badge {
    display: flex;
    gap: 0.75rem;
    align-items: flex-start;
    box-sizing: border-box;
    max-width: 100%;
    padding: 0.75rem 1rem;
    border: 1px solid var(--sceau-border);
    border-radius: var(--sceau-radius, 0.5rem);
    background: var(--sceau-bg);
  }
  .muted {
    align-items: center;
    color: var(--sceau-muted);
  }
  details.badge {
    display: block;
    padding: 0.375rem 0.75rem;
  }
  details.icon {
    padding: 0;
    border: 0;
    background: transparent;
  }
  summary {
    display: flex;
    gap: 0.5rem;
    align-items: center;
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  .line {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .pop {
    margin-top: 0.5rem;
  }
  .icon .pop {
    position: absolute;
    z-index: 10;
    width: max-content;
    max-width: min(28rem, 90vw);
    padding: 0.75rem 1rem;
    border: 1px solid var(--sceau-border);
    border-radius: var(--sceau-radius, 0.5rem);
    background: var(--sceau-bg);
    box-shadow: 0 4px 16px rgb(0 0 0 / 0.15);
  }
  svg {
    flex: none;
    width: 2rem;
    height: 2rem;
    color: var(--sceau-accent);
  }
  .banner svg {
    width: 1.5rem;
    height: 1.5rem;
  }
  svg.problem {
    color: var(--sceau-muted);
  }
  svg.pending {
    animation: turn 6s linear infinite;
  }
  @keyframes turn {
    to {
      transform: rotate(1turn);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    svg.pending {
      animation: none;
    }
  }
  .body {
    min-width: 0;
  }
  p,
  dl,
  dd,
  ul {
    margin: 0;
  }
  ul {
    padding: 0;
    list-style: none;
  }
  .date {
    font-weight: 600;
  }
  dl,
  .facts {
    margin: 0.25rem 0;
    color: var(--sceau-muted);
  }
  dl div {
    display: flex;
    gap: 0.5ch;
  }
  dt::after {
    content: ':';
  }
  [lang='fr'] dt::after {
    content: '\\00a0:';
  }
  .file {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  code {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  }
  .mark {
    display: inline-block;
    width: 1.25em;
    font-weight: 700;
  }
  .mark.ok {
    color: var(--sceau-ok);
  }
  .mark.ko {
    color: var(--sceau-ko);
  }
  a {
    color: var(--sceau-accent);
    font-weight: 600;
  }
  a:focus-visible,
  button:focus-visible,
  summary:focus-visible,
  input:focus-visible {
    outline: 2px solid var(--sceau-accent);
    outline-offset: 2px;
  }
  button {
    font: inherit;
    padding: 0.25rem 0.75rem;
    border: 1px solid currentColor;
    border-radius: 0.375rem;
    background: transparent;
    color: inherit;
    cursor: pointer;
    white-space: nowrap;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin-top: 0.5rem;
  }
  .drop {
    display: grid;
    gap: 0.25rem;
    margin-top: 0.5rem;
    padding: 0.75rem;
    border: 2px dashed var(--sceau-border);
    border-radius: var(--sceau-radius, 0.5rem);
  }
  .drop small,
  .layers {
    color: var(--sceau-muted);
  }
  .results > * {
    margin-top: 0.5rem;
  }
  .layers li {
    margin-top: 0.25rem;
  }
`
