# syntax=docker/dockerfile:1
# One image for every environment: the app is built once; service URLs, socket, product name and
# session secret are read at container start (deploy/app-config.sh writes /config.js and the CSP).
#   docker build -t back-office .
#   docker run -p 8080:8080 -e API_URL=https://api.example.id ... back-office

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# a real-services build by default (VITE_DEMO=true builds the demo instead); the VITE_* URLs are
# optional build-time defaults that the runtime configuration overrides
ARG VITE_DEMO=false
ARG VITE_API_URL=
ARG VITE_PAYMENT_API_URL=
ARG VITE_AUTH_API_URL=
ARG VITE_UPLOAD_URL=
ARG VITE_SOCKET_URL=
ARG VITE_PRODUCT_NAME=
RUN VITE_DEMO="$VITE_DEMO" VITE_API_URL="$VITE_API_URL" VITE_PAYMENT_API_URL="$VITE_PAYMENT_API_URL" \
    VITE_AUTH_API_URL="$VITE_AUTH_API_URL" VITE_UPLOAD_URL="$VITE_UPLOAD_URL" \
    VITE_SOCKET_URL="$VITE_SOCKET_URL" VITE_PRODUCT_NAME="$VITE_PRODUCT_NAME" npm run build

FROM nginx:1.27-alpine
ARG VITE_API_URL=
ARG VITE_PAYMENT_API_URL=
ARG VITE_AUTH_API_URL=
ARG VITE_UPLOAD_URL=
ARG VITE_SOCKET_URL=
ARG VITE_PRODUCT_NAME=
ARG VITE_IMAGE_ORIGINS=
# the build-time defaults are also the runtime defaults, so the CSP names the same hosts
ENV API_URL=$VITE_API_URL \
    PAYMENT_API_URL=$VITE_PAYMENT_API_URL \
    AUTH_API_URL=$VITE_AUTH_API_URL \
    UPLOAD_URL=$VITE_UPLOAD_URL \
    SOCKET_URL=$VITE_SOCKET_URL \
    PRODUCT_NAME=$VITE_PRODUCT_NAME \
    IMAGE_ORIGINS=$VITE_IMAGE_ORIGINS \
    SESSION_SECRET= \
    LISTEN_PORT=8080
RUN rm -f /etc/nginx/conf.d/default.conf
COPY deploy/nginx/default.conf.template deploy/nginx/security-headers.inc.template /etc/nginx/app-templates/
COPY --chmod=755 deploy/app-config.sh /docker-entrypoint.d/40-app-config.sh
COPY --from=build /app/dist /usr/share/nginx/html
EXPOSE 8080
