// An nginx configuration that runs as any user from a folder of its own (its pid, logs and
// temporary files there, in the foreground), around the `http` block a test gives: the API's
// replica suite puts the repository's balancer in it, test:swarm its front balancer.

/**
 * @param {string} dir the folder nginx runs in (`nginx -p <dir> -c nginx.conf`)
 * @param {string} http what goes in the `http` block
 * @param {{ connections?: number }} [options] worker connections
 * @returns {string}
 */
export function nginxConfig(dir, http, { connections = 1024 } = {}) {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `${kind}_temp_path ${dir}/${kind};`)
    .join('\n  ');
  return `pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
daemon off;
events { worker_connections ${connections}; }
http {
  ${temp}
  ${http}
}
`;
}
