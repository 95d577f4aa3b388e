// The DPoP proof algorithms (RFC 9449): one list for the proof check (dpop.ts), the challenges'
// `algs` and the metadata documents' `dpop_signing_alg_values_supported`. Its own module, free of
// jose, so the metadata answer and the bearer path load nothing more for it.

/**
 * Asymmetric only (§4.3 item 5). Ed25519 is EdDSA's fully-specified name (RFC 9864), which
 * oauth4webapi signs with by default.
 */
export const DPOP_SIGNING_ALGS = ["ES256", "EdDSA", "RS256", "PS256", "Ed25519"] as const;
