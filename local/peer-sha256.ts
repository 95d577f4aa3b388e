// The hash the local AWS protocol peers (lambda-peer.ts, s3.ts) give @smithy/signature-v4 to sign a
// received request again and compare signatures: SHA-256 on node:crypto, keyed (HMAC) when given a
// secret. Written here, not taken from lib/aws/lambda-invoke.ts, so the check does not share the
// caller's hash.
import { createHash, createHmac } from "node:crypto";

type Bytes = string | ArrayBuffer | ArrayBufferView;
const asBytes = (data: Bytes) =>
  typeof data === "string"
    ? data
    : ArrayBuffer.isView(data)
      ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
      : Buffer.from(data);

export class PeerSha256 {
  private readonly hash;
  constructor(secret?: Bytes) {
    this.hash = secret === undefined ? createHash("sha256") : createHmac("sha256", asBytes(secret));
  }
  update(data: Bytes): void {
    this.hash.update(asBytes(data));
  }
  async digest(): Promise<Uint8Array> {
    return this.hash.digest();
  }
}
