#!/usr/bin/env sh
# Stops whatever listens on the given TCP port (local development helper).
for pid in $(ss -ltnp "sport = :$1" | grep -o 'pid=[0-9]*' | cut -d= -f2 | sort -u); do kill "$pid"; done
