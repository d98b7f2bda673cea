# local/nginx:1.22: Debian's nginx, run the way the official image is: /etc/nginx/conf.d/*.conf
# (no Debian default site), logs to the container's output, and the templates in
# /etc/nginx/templates/*.template written to conf.d with the environment's variables filled in
# (envsubst, from gettext-base). wget for health checks.
ARG DEBIAN_IMAGE=local/debian:bookworm
FROM ${DEBIAN_IMAGE}
RUN apt-get update \
    && apt-get install -y --no-install-recommends nginx-light gettext-base wget \
    && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default \
    && ln -sf /dev/stdout /var/log/nginx/access.log \
    && ln -sf /dev/stderr /var/log/nginx/error.log
COPY nginx-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
ENTRYPOINT ["docker-entrypoint.sh"]
STOPSIGNAL SIGQUIT
EXPOSE 80
CMD ["nginx", "-g", "daemon off;"]
