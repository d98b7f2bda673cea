// What stands in front of a swarm's published ports in production (a cloud balancer, keepalived
// with a floating address): here nginx on this machine, spreading the shoppers over the nodes'
// shell ports. A node that refuses or does not answer a connection within a second is skipped
// for 5 s and the request goes to another; nginx never sends a POST again once it may have
// reached a shell (the Idempotency-Key covers the shopper's own retry).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../scripts/free-port.mjs';
import { nginxConfig } from '../../scripts/nginx-config.mjs';
import { LOGS, MINUTE, running, stop, until } from '../test-compose/commands.mjs';

const DIR = path.join(LOGS, 'front');

function config(port, servers) {
  const upstream = servers
    .map((server) => `server ${server} max_fails=1 fail_timeout=5s;`)
    .join('\n    ');
  return nginxConfig(
    DIR,
    `log_format front '$msec $request_method $uri $status $upstream_addr $upstream_status $request_time';
  access_log ${DIR}/access.log front;
  upstream shells {
    ${upstream}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://shells;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_connect_timeout 1s;
      proxy_read_timeout 30s;
    }
  }`,
  );
}

/** nginx in front of `servers` (host:port): its URL, and stopping it. */
export async function startFront(servers) {
  mkdirSync(DIR, { recursive: true });
  const port = await freePort();
  writeFileSync(path.join(DIR, 'nginx.conf'), config(port, servers));
  const nginx = spawn('nginx', ['-p', DIR, '-e', `${DIR}/error.log`, '-c', 'nginx.conf'], {
    stdio: 'ignore',
    detached: true,
  });
  running.add(nginx);
  const url = `http://127.0.0.1:${port}`;
  await until('the front balancer', () => fetch(`${url}/livez`).then(() => true), MINUTE);
  return {
    url,
    stop: () => {
      running.delete(nginx);
      stop(nginx, 'SIGTERM');
    },
  };
}
