import { createServer, type Server } from 'node:net';

/** What a client handed over in one SMTP conversation. */
export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/**
 * A minimal SMTP server on a free local port, enough for nodemailer to deliver to: it accepts
 * every command and keeps each message. Not a mail server: no TLS, no authentication.
 */
export async function startSmtpServer(): Promise<{
  url: string;
  received: ReceivedMail[];
  close: () => Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const server: Server = createServer((socket) => {
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    let inData = false;
    let buffer = '';
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 test SMTP');
    // A sender killed mid-conversation (the replica tests kill one) resets its connection: only
    // what was delivered counts.
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(mail);
            mail = { from: '', to: [], data: '' };
            reply('250 queued');
          } else mail.data += `${line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'MAIL') mail.from = line.slice(10).trim();
        if (command === 'RCPT') mail.to.push(line.slice(8).trim());
        if (command === 'DATA') {
          inData = true;
          reply('354 go on');
        } else if (command === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
