// A request header of an API Gateway proxy event (or any event with `headers`), whatever the case
// of its name: API Gateway passes names as the client wrote them. The single-value map first, then
// the first value of the multi-value one.
interface HeaderEvent {
  headers?: unknown;
  multiValueHeaders?: unknown;
}

export function headerOfEvent(event: HeaderEvent, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries((event.headers ?? {}) as Record<string, unknown>))
    if (key.toLowerCase() === wanted && typeof value === "string") return value;
  for (const [key, values] of Object.entries((event.multiValueHeaders ?? {}) as Record<string, unknown>))
    if (key.toLowerCase() === wanted && Array.isArray(values) && typeof values[0] === "string")
      return values[0];
  return undefined;
}
