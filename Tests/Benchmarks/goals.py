#!/usr/bin/env python3
"""The goal table, from the figures Tests/Benchmarks/run gathered (.build/bench/*.json).

One row a goal; a column for each build: the figure, and whether it meets the goal. Where a goal
is the release build's only (the build from source pays the dynamic loader on every start), the
build from source's figure is shown without one.
"""
import json
import os
import sys

folder = sys.argv[1]


def load(name):
    path = os.path.join(folder, name)
    if not os.path.exists(path):
        return None
    with open(path) as file:
        return json.load(file)


builds = {}
for build in ("release", "source"):
    link = load(f"link-{build}.json")
    builds[build] = {"loopback": load(f"loopback-{build}.json"), "link": {r["id"]: r for r in link} if link else None}


def loopback(key):
    return lambda figures: figures["loopback"][key] if figures["loopback"] else None


def link(case, key):
    return lambda figures: figures["link"][case][key] if figures["link"] and case in figures["link"] else None


def link_ratio(numerator, denominator, key):
    def get(figures):
        a, b = link(numerator, key)(figures), link(denominator, key)(figures)
        return a / b if a is not None and b else None
    return get


def seconds(case, key):
    def get(figures):
        value = link(case, key)(figures)
        return value / 1000 if value is not None else None
    return get


def cpu_ratio(case):
    def get(figures):
        ours, curl = link(case, "weather_cpu_ms")(figures), link(case, "baseline_cpu_ms")(figures)
        return ours / curl if ours is not None and curl else None
    return get


times = "×"
# (what, how it is measured, the figure, its format, the goal (at most; "<" for strictly less),
#  whether the build from source is held to it too)
rows = [
    ("`--json`, cache off, vs `curl -s`", "loopback", loopback("cold_ratio"), times, 0.9, False),
    ("`--json`, a cache hit, vs `curl -s`", "loopback", loopback("warm_ratio"), times, 0.4, False),
    ("`--forecast --json`, cache off, vs 2 × `curl -s`", "loopback", loopback("forecast_ratio"), times, 1.0, False),
    ("peak RSS of a cold `--json`", "loopback", loopback("cold_peak_rss_mib"), " MiB", 20, False),
    ("one fetch vs `curl -s`", "link", link("1", "ratio"), times, 1.0, False),
    ("`London --forecast` vs `curl G W F`", "link", link("3", "ratio"), times, 0.85, False),
    ("the same, a server that refuses `HEAD`, vs the same that answers it", "link", link_ratio("3b", "3", "weather_ms"),
     times, 1.05, True),
    ("`London --forecast`, 300 ms per answer, vs `curl G W F`", "link", link("4", "ratio"), times, 0.75, False),
    ("50 places, 100 ms per answer (curl, 4 at a time, in brackets)", "link", seconds("5", "weather_ms"), " s",
     ("<", 2.0), True, seconds("5", "baseline_ms")),
    ("CPU of a 3 s stall (`--timeout 3`)", "link", seconds("6", "weather_cpu_ms"), " s", 0.1, True),
    ("CPU of one fetch vs curl's", "link", cpu_ratio("1"), times, 1.5, True),
    ("CPU of `London --forecast` vs curl's", "link", cpu_ratio("3"), times, 1.5, True),
]


def cell(value, unit, goal, held, beside=None):
    if value is None:
        return "not run"
    text = f"{value:.2f}{unit}" if unit != " MiB" else f"{value:.1f}{unit}"
    if beside is not None:
        text += f" ({beside:.2f}{unit})"
    if goal is None or not held:
        return text
    strict, limit = goal if isinstance(goal, tuple) else ("≤", goal)
    met = value < limit if strict == "<" else value <= limit
    return f"{text} {'met' if met else '**missed**'}"


def goal_text(goal, unit):
    if goal is None:
        return "(shown)"
    strict, limit = goal if isinstance(goal, tuple) else ("≤", goal)
    return f"{strict} {limit:g}{unit}"


print("| goal | measured on | release build | build from source | goal |")
print("|---|---|---|---|---|")
for name, where, figure, unit, goal, both, *curl in rows:
    release = cell(figure(builds["release"]), unit, goal, True, curl[0](builds["release"]) if curl else None)
    source = cell(figure(builds["source"]), unit, goal, both, curl[0](builds["source"]) if curl else None)
    print(f"| {name} | {where} | {release} | {source} | {goal_text(goal, unit)}{'' if both or goal is None else ' (release)'} |")
decode = builds["release"]["loopback"]
if decode:
    print(f"\nIn process (release build's benchmark, same code): decoding and formatting the 40-step forecast "
          f"{decode['decode_ops']:.0f} times a second; `JSONSerialization` alone parses it {decode['json_serialization_ops']:.0f} times.")
