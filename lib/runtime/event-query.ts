// The query string of an API Gateway proxy event as URLSearchParams: every value of a repeated
// parameter when the event has the multi-value map, else the single-value one.
interface QueryEvent {
  queryStringParameters?: Record<string, string | undefined> | null;
  multiValueQueryStringParameters?: Record<string, string[] | undefined> | null;
}

export function queryOfEvent(event: QueryEvent): URLSearchParams {
  const query = new URLSearchParams();
  const multi = event.multiValueQueryStringParameters;
  if (multi) {
    for (const [name, values] of Object.entries(multi))
      for (const value of values ?? []) query.append(name, value);
  } else {
    for (const [name, value] of Object.entries(event.queryStringParameters ?? {}))
      if (value !== undefined) query.append(name, value);
  }
  return query;
}
