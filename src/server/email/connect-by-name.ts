import net from 'node:net';
import tls from 'node:tls';

/** What nodemailer hands a transport's getSocket: the parsed SMTP_URL and the door's timeouts. */
export interface SocketRequest {
  host?: string | undefined;
  port?: number | string | undefined;
  secure?: boolean | undefined;
  connectionTimeout?: number | undefined;
}

/** What nodemailer takes back: a connected socket, and whether TLS is already spoken on it. */
export interface OpenedSocket {
  connection: net.Socket;
  secured: boolean;
}

function socketError(code: 'ECONNECTION' | 'ETIMEDOUT', cause: unknown): Error {
  const original =
    typeof cause === 'object' && cause !== null && 'code' in cause && typeof cause.code === 'string' ? cause.code : undefined;
  const message = cause instanceof Error ? cause.message : String(cause);
  return Object.assign(new Error(message), { code, ...(original ? { originalCode: original } : {}) });
}

/**
 * The e-mail door's way to connect under workerd (Cloudflare), as nodemailer's `getSocket`.
 *
 * Left to itself nodemailer looks the SMTP host up and connects to the address it found, giving
 * the name only as the TLS `servername`. workerd's node:tls does not use that name: it checks the
 * server's certificate against the address it connected to, so a provider whose certificate names
 * its host (all of them) fails with "IP address mismatch" (README, "How order messages leave").
 * Here the runtime connects by the name itself, speaking TLS at once for smtps:// (port 465), so
 * the certificate is checked against the name; nodemailer then speaks SMTP over the socket and
 * upgrades it with STARTTLS on port 587. A failure to connect comes back with a network code,
 * which the door counts as retryable.
 */
export function connectByName(request: SocketRequest, callback: (error: Error | null, opened?: OpenedSocket) => void): void {
  const host = request.host ?? 'localhost';
  const secure = request.secure ?? Number(request.port) === 465;
  const port = Number(request.port) || (secure ? 465 : 587);
  const timeoutMs = request.connectionTimeout ?? 10_000;
  const socket = secure ? tls.connect({ host, port }) : net.connect({ host, port });
  let settled = false;
  const settle = (error: Error | null) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    socket.off('error', failed);
    if (error) {
      socket.destroy();
      callback(error);
    } else {
      callback(null, { connection: socket, secured: secure });
    }
  };
  const failed = (error: unknown) => settle(socketError('ECONNECTION', error));
  const timer = setTimeout(() => settle(socketError('ETIMEDOUT', `no connection to ${host}:${port} within ${timeoutMs} ms`)), timeoutMs);
  socket.once('error', failed);
  socket.once(secure ? 'secureConnect' : 'connect', () => settle(null));
}
