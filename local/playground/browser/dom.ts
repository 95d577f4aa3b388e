// Two DOM helpers. `el` sets text as textContent and values as properties or attributes, so
// nothing from the catalog or a result is ever parsed as markup.

type PropValue = string | number | boolean;
type Child = Node | string;

/** The element with this id, checked to be of the expected kind. */
export function byId<T extends HTMLElement>(id: string, kind: new () => T): T {
  const node = document.getElementById(id);
  if (!(node instanceof kind)) throw new Error(`#${id} is missing or not a ${kind.name}`);
  return node;
}

/**
 * A new element. `text` becomes its text, `class` its class name; other keys are set as properties
 * where the element has one (`list` is read-only, so it stays an attribute), else as attributes.
 */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Record<string, PropValue> = {},
  children: Child[] = [],
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === "text") node.textContent = String(value);
    else if (key === "class") node.className = String(value);
    else if (key in node && key !== "list") Reflect.set(node, key, value);
    else node.setAttribute(key, String(value));
  }
  node.append(...children);
  return node;
}

export function section(title: string, children: Child[]): HTMLElement {
  return el("section", {}, [el("h3", { text: title }), ...children]);
}
