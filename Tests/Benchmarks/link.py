#!/usr/bin/env python3
"""weather against curl over a simulated real link: TLS 1.3, 25 ms each way, handshakes included.

Run it through Tests/Benchmarks/link (which builds weather, makes a test CA and trusts it for the
run). This file holds the three parts the shell script cannot:

- an HTTPS server (HTTP/1.1, keep-alive, TLS 1.3) that serves the real fixtures, optionally after
  a delay, or stalls;
- a TCP relay in front of it that holds every chunk 25 ms in each direction (a 50 ms round trip),
  and the client's first chunk one round trip more, for the TCP handshake the relay answered at
  once. It counts connections, and round trips: the TCP handshake of each connection, and each
  time the server answers what the client sent since the server last spoke (a TLS close_notify
  that nobody answers is not one). A fresh HTTPS request costs 3, one on a warm connection 1.
  Counts are summed over connections, so parallel connections add up;
- the runner: each case alternates weather with its curl baseline, N times, and reports medians
  of wall time and CPU time (user + sys, from wait4), connections, and round trips.

This kernel has no sch_netem, so a relay it is (see Tests/README.md, "Performance").
"""
import asyncio
import atexit
import json
import os
import shutil
import socket
import ssl
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

ONE_WAY = 0.025
# A well-formed key (32 hexadecimal digits), which weather checks before it sends anything.
KEY = "be4c4ba5e1e5be4c4ba5e1e5be4c4ba5"


class Counters:
    def __init__(self):
        self.lock = threading.Lock()
        self.connections = 0
        self.flights = 0

    def reset(self):
        with self.lock:
            self.connections = 0
            self.flights = 0

    def read(self):
        with self.lock:
            return self.connections, self.flights


def serve_https(fixtures, cert, key, delay_for, refuse_head):
    """Starts the HTTPS server on 127.0.0.1:0 in a thread; returns its port."""
    weather = open(os.path.join(fixtures, "current/dblock_london-gb_standard_rain1h_2020.json"), "rb").read()
    forecast = open(os.path.join(fixtures, "forecast/dblock_london-gb_standard_cnt40_2025.json"), "rb").read()
    places = b'[{"name":"London","lat":51.5073,"lon":-0.1276,"country":"GB","state":"England"}]'

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_GET(self):
            path = self.path.split("?")[0]
            wait = delay_for(path, self.path)
            if wait:
                time.sleep(wait)
            body = {"/geo/1.0/direct": places, "/data/2.5/forecast": forecast}.get(path, weather)
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def do_HEAD(self):
            if refuse_head():
                # As Python's own http.server does without a do_HEAD: 501 and Connection: close.
                self.send_error(501)
                return
            # As the real API's front end does: an answer with no body, and the connection kept.
            self.send_response(200)
            self.send_header("Content-Length", "0")
            self.end_headers()

        def log_message(self, *args):
            pass

    class Server(ThreadingHTTPServer):
        daemon_threads = True

        def finish_request(self, request, client_address):
            # As nginx does by default (tcp_nodelay): without it, Nagle's algorithm holds an answer's
            # second write (the body, after the head) until the relay's delayed ACK, up to 40 ms.
            request.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            # The TLS handshake in the connection's own thread, not in accept(): four connections
            # opened together must not wait for each other's handshakes.
            request.do_handshake()
            super().finish_request(request, client_address)

    server = Server(("127.0.0.1", 0), Handler)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_3
    context.load_cert_chain(cert, key)
    server.socket = context.wrap_socket(server.socket, server_side=True, do_handshake_on_connect=False)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server.server_address[1]


class Relay:
    """127.0.0.1:0 to the server, each chunk held ONE_WAY seconds, in an asyncio loop of its own."""

    def __init__(self, target, counters):
        self.target = target
        self.counters = counters
        self.loop = asyncio.new_event_loop()
        ready = threading.Event()
        threading.Thread(target=self._run, args=(ready,), daemon=True).start()
        ready.wait()

    def _run(self, ready):
        asyncio.set_event_loop(self.loop)
        server = self.loop.run_until_complete(asyncio.start_server(self._client, "127.0.0.1", 0))
        self.port = server.sockets[0].getsockname()[1]
        ready.set()
        self.loop.run_forever()

    async def _client(self, client_reader, client_writer):
        with self.counters.lock:
            self.counters.connections += 1
        server_reader, server_writer = await asyncio.open_connection("127.0.0.1", self.target)
        state = {"client_sent": False}
        await asyncio.gather(
            self._pump(client_reader, server_writer, state, from_client=True),
            self._pump(server_reader, client_writer, state, from_client=False),
            return_exceptions=True,
        )

    async def _pump(self, reader, writer, state, from_client):
        queue = asyncio.Queue()
        handshake = [2 * ONE_WAY if from_client else 0]

        async def deliver():
            while True:
                due, data = await queue.get()
                if data is None:
                    break
                wait = due - time.monotonic()
                if wait > 0:
                    await asyncio.sleep(wait)
                writer.write(data)
                await writer.drain()
            try:
                writer.write_eof()
            except (OSError, RuntimeError):
                pass

        delivery = asyncio.ensure_future(deliver())
        try:
            while True:
                data = await reader.read(65536)
                if not data:
                    break
                if from_client:
                    state["client_sent"] = True
                elif state["client_sent"]:
                    # The server answers what the client sent: one round trip.
                    state["client_sent"] = False
                    with self.counters.lock:
                        self.counters.flights += 1
                queue.put_nowait((time.monotonic() + ONE_WAY + handshake[0], data))
                handshake[0] = 0
        except (ConnectionError, OSError):
            pass
        queue.put_nowait((0, None))
        await delivery


def run_once(command, environment, counters):
    counters.reset()
    started = time.perf_counter()
    process = subprocess.Popen(command, env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - started
    stderr = process.stderr.read().decode(errors="replace")
    process.stderr.close()
    connections, flights = counters.read()
    return {
        "wall": wall,
        "cpu": usage.ru_utime + usage.ru_stime,
        "connections": connections,
        "round_trips": connections + flights,
        "status": os.waitstatus_to_exitcode(status),
        "stderr": stderr,
    }


def measure(weather, baseline, runs, environment, counters, fresh_home, may_fail=False):
    results = {"weather": [], "baseline": []}
    for index in range(runs + 1):
        for name, command in (("weather", weather), ("baseline", baseline)):
            env = dict(environment)
            if name == "weather":
                env["HOME"] = fresh_home()
                env["XDG_CACHE_HOME"] = os.path.join(env["HOME"], ".cache")
            result = run_once(command, env, counters)
            if result["status"] != 0 and not may_fail:
                sys.exit(f"{name} failed: {command}: {result['stderr']}")
            if index > 0:  # the first round warms caches
                results[name].append(result)
    return results


def median(results, key):
    return statistics.median(result[key] for result in results)


def main():
    weather, curl, fixtures, cert, key, runs = sys.argv[1:7]
    runs = int(runs)
    counters = Counters()
    delays = {"server": 0.0, "stall": 0.0, "refuse_head": False}

    def delay_for(path, full):
        return delays["stall"] or delays["server"]

    port = serve_https(fixtures, cert, key, delay_for, lambda: delays["refuse_head"])
    relay = Relay(port, counters)
    base = f"https://localhost:{relay.port}"
    homes = tempfile.mkdtemp(prefix="weather-link-")
    # Every run's HOME, removed however the benchmark ends (a failed case exits through sys.exit).
    atexit.register(shutil.rmtree, homes, ignore_errors=True)
    count = [0]

    def fresh_home():
        count[0] += 1
        home = os.path.join(homes, str(count[0]))
        os.makedirs(home)
        return home

    environment = {
        "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "OPENWEATHERMAP_API_KEY": KEY,
        "OPENWEATHERMAP_BASE_URL": base, "HOME": homes,
    }
    # As many containers and CI images set it, for weather and curl alike (see Tests/Benchmarks/link).
    if os.environ.get("LINK_SSL_CERT_FILE"):
        environment["SSL_CERT_FILE"] = os.environ["LINK_SSL_CERT_FILE"]
    point = f"lat=51.5&lon=-0.1&appid={KEY}"
    current = f"{base}/data/2.5/weather?{point}"
    forecast = f"{base}/data/2.5/forecast?{point}"
    geocode = f"{base}/geo/1.0/direct?q=London&limit=5&appid={KEY}"
    quiet = [curl, "-s", "-o", "/dev/null"]

    rows = []
    # LINK_CASES=3,3b runs only those cases (to look at one closely); the table is for all of them.
    chosen = [name for name in os.environ.get("LINK_CASES", "").split(",") if name]

    def case(title, weather_args, baseline, goal=None, runs=runs, may_fail=False):
        if chosen and title.split(".")[0] not in chosen:
            return
        results = measure([weather] + weather_args, baseline, runs, environment, counters, fresh_home, may_fail)
        w, b = results["weather"], results["baseline"]
        rows.append({
            "id": title.split(".")[0], "case": title,
            "weather_ms": median(w, "wall") * 1000, "baseline_ms": median(b, "wall") * 1000,
            "ratio": median(w, "wall") / median(b, "wall"),
            "weather_cpu_ms": median(w, "cpu") * 1000, "baseline_cpu_ms": median(b, "cpu") * 1000,
            "weather_connections": median(w, "connections"), "baseline_connections": median(b, "connections"),
            "weather_round_trips": median(w, "round_trips"), "baseline_round_trips": median(b, "round_trips"),
            "goal": goal,
        })
        print(f"  {title}: done", file=sys.stderr)

    case("1. one fetch vs `curl -s`", ["51.5,-0.1", "--json", "--cache-ttl", "0"], quiet + [current], "≤ 1.0×")
    case("2. `--forecast` vs `curl URL1 URL2` (one process)",
         ["51.5,-0.1", "--forecast", "--json", "--cache-ttl", "0"],
         quiet + [current, "-o", "/dev/null", forecast], "—")
    case("3. `London --forecast`, empty cache, vs `curl G W F`",
         ["London", "--forecast", "--json", "--cache-ttl", "0"],
         quiet + [geocode, "-o", "/dev/null", current, "-o", "/dev/null", forecast], "≤ 0.85×")
    delays["refuse_head"] = True
    case("3b. the same, a server that refuses `HEAD` (501, `Connection: close`)",
         ["London", "--forecast", "--json", "--cache-ttl", "0"],
         quiet + [geocode, "-o", "/dev/null", current, "-o", "/dev/null", forecast], "≤ case 3")
    delays["refuse_head"] = False
    delays["server"] = 0.3
    case("4. the same, 300 ms of server time per answer",
         ["London", "--forecast", "--json", "--cache-ttl", "0"],
         quiet + [geocode, "-o", "/dev/null", current, "-o", "/dev/null", forecast], "≤ 0.75×")
    places = [f"{51 + i / 100:.2f},{-0.1 - i / 100:.2f}" for i in range(50)]
    urls = []
    for place in places:
        lat, lon = place.split(",")
        urls += ["-o", "/dev/null", f"{base}/data/2.5/weather?lat={lat}&lon={lon}&appid={KEY}"]
    delays["server"] = 0.1
    case("5. 50 places, 100 ms per answer, vs `curl --parallel-max 4`",
         places + ["--json", "--cache-ttl", "0"], [curl, "-s", "--parallel", "--parallel-max", "4"] + urls,
         "< 2.0 s", runs=max(3, runs // 3))
    delays["server"] = 0
    delays["stall"] = 3.5
    case("6. a server that stalls, `--timeout 3` vs `curl --max-time 3`",
         ["51.5,-0.1", "--json", "--cache-ttl", "0", "--timeout", "3", "--retries", "0"],
         [curl, "-s", "--max-time", "3", "-o", "/dev/null", current], "CPU ≤ 0.1 s", runs=max(3, runs // 3),
         may_fail=True)
    delays["stall"] = 0
    print(json.dumps(rows))


if __name__ == "__main__":
    main()
