#!/usr/bin/env python3
"""Makes almanac.json, the sky fixture: independent of WeatherKit's code, from JPL's DE421 ephemeris.

Not run by the tests or CI (they have no PyPI); kept to show how the table was made. To re-make it:
    python3 -m venv /tmp/sky && /tmp/sky/bin/pip install skyfield==1.55 skyfield-data==7.0.0 ephem==4.2.1
    /tmp/sky/bin/python make_almanac.py > almanac.json
Skyfield computes every event; PyEphem (XEphem's libastro, its own theories of the sun and moon) recomputes the
rises and sets as a second opinion, and the largest difference between the two goes to stderr.

Settings, the USNO's conventions (aa.usno.navy.mil/faq/RST_defs):
- topocentric apparent positions, the observer on the WGS84 ellipsoid at height 0;
- sunrise and sunset: the sun's centre at -50' (34' of refraction and a 16' radius), i.e. the upper limb on a
  sea horizon with standard refraction;
- twilights and the golden and blue hours: the sun's centre at -6, -12, -18, -4 and +6 degrees, geometric (no
  refraction);
- moonrise and moonset: the moon's centre at -34' minus its topocentric angular radius (upper limb, standard
  refraction, parallax included by the topocentric position);
- illumination: the geocentric fraction of the disc lit, at local noon;
- phase: a principal phase (new, first quarter, full, last quarter) on the local day its instant falls, else the
  octant between them.
Each level's rise (upward crossing) and set (downward crossing) on the local day [00:00, 24:00) at the row's UTC
offset: the first one if there are two; else "staysUp" (above the level all day), "staysDown" (below all day) or
"notThisDay" (it crosses the other way only: the moon's daily lag skips a date about once a month).
"""
import datetime as dt
import json
import sys

import ephem
import numpy as np
from skyfield import almanac
from skyfield.api import Loader, wgs84
from skyfield_data import get_skyfield_data_path

load = Loader(get_skyfield_data_path(), expire=False)
ts = load.timescale(builtin=True)
eph = load("de421.bsp")
earth, sun, moon = eph["earth"], eph["sun"], eph["moon"]

# place, latitude, longitude, the middle date, its UTC offset in hours: a lunar month is taken around each.
CASES = [
    ("London", 51.5074, -0.1278, "2026-03-20", 0),
    ("London", 51.5074, -0.1278, "2026-06-21", 1),
    ("Tromso", 69.6492, 18.9553, "2026-12-21", 1),
    ("Tromso", 69.6492, 18.9553, "2026-06-21", 2),
    ("Quito", -0.1807, -78.4678, "2026-03-20", -5),
    ("Sydney", -33.8688, 151.2093, "2026-01-15", 11),
    ("Sydney", -33.8688, 151.2093, "2026-07-15", 10),
]
SUN_LEVELS = {"sun": -50.0 / 60.0, "civil": -6.0, "nautical": -12.0, "astronomical": -18.0, "blue": -4.0, "golden": 6.0}
HALF_DAYS = 14


def iso(t):
    return t.utc_datetime().replace(microsecond=0).isoformat().replace("+00:00", "Z")


def day_bounds(date, offset_hours):
    start = dt.datetime.fromisoformat(date).replace(tzinfo=dt.timezone.utc) - dt.timedelta(hours=offset_hours)
    return ts.from_datetime(start), ts.from_datetime(start + dt.timedelta(days=1))


def altitude_function(observer, body, level):
    """Whether the body is above the level at t: the level in degrees, or None for the moon's own horizon."""
    topo = earth + observer

    def above(t):
        alt, _, distance = topo.at(t).observe(body).apparent().altaz()
        if level is None:
            horizon = -34.0 / 60.0 - np.degrees(1.7374e6 / distance.m)
        else:
            horizon = level
        return alt.degrees > horizon

    above.step_days = 1.0 / 48
    return above


def crossings(observer, body, level, t0, t1):
    above = altitude_function(observer, body, level)
    times, values = almanac.find_discrete(t0, t1, above)
    rise = next((t for t, v in zip(times, values) if v), None)
    set_ = next((t for t, v in zip(times, values) if not v), None)
    samples = above(ts.tt_jd(np.linspace(t0.tt, t1.tt, 289)))
    if samples.all():
        state = "staysUp"
    elif not samples.any():
        state = "staysDown"
    else:
        state = "notThisDay"
    # Time above the level within the day, from the crossings and the state at midnight.
    edges = [t0.tt] + [t.tt for t in times] + [t1.tt]
    up = bool(above(t0))
    seconds = 0.0
    for a, b in zip(edges, edges[1:]):
        if up:
            seconds += (b - a) * 86400
        up = not up
    return {
        "rise": iso(rise) if rise is not None else state,
        "set": iso(set_) if set_ is not None else state,
    }, seconds


def phase_name(t0, t1):
    times, phases = almanac.find_discrete(t0, t1, almanac.moon_phases(eph))
    if len(times):
        return ["New Moon", "First Quarter", "Full Moon", "Last Quarter"][phases[0]]
    angle = almanac.moon_phase(eph, t0 + (t1 - t0) / 2).degrees
    return ["Waxing Crescent", "Waxing Gibbous", "Waning Gibbous", "Waning Crescent"][int(angle // 90)]


def ephem_events(lat, lon, t0):
    """PyEphem's sunrise, sunset, moonrise and moonset after local midnight, for the second opinion."""
    o = ephem.Observer()
    o.lat, o.lon, o.elevation, o.pressure = str(lat), str(lon), 0, 0
    o.date = ephem.Date(t0.utc_datetime())
    out = {}
    for key, body, horizon in [("sun", ephem.Sun(), "-0:50"), ("moon", ephem.Moon(), "-0:34")]:
        o.horizon = horizon
        for kind, method in [("rise", o.next_rising), ("set", o.next_setting)]:
            try:
                # The sun's -50' is for its centre; the moon's -34' for its upper limb (PyEphem adds the radius).
                out[(key, kind)] = method(body, use_center=(key == "sun")).datetime()
            except (ephem.AlwaysUpError, ephem.NeverUpError):
                pass
    return out


rows = []
worst = {}
for place, lat, lon, middle, offset in CASES:
    observer = wgs84.latlon(lat, lon)
    base = dt.date.fromisoformat(middle)
    for shift in range(-HALF_DAYS, HALF_DAYS + 1):
        date = (base + dt.timedelta(days=shift)).isoformat()
        t0, t1 = day_bounds(date, offset)
        y0, _ = day_bounds((base + dt.timedelta(days=shift - 1)).isoformat(), offset)
        row = {"place": place, "latitude": lat, "longitude": lon, "date": date, "utcOffset": offset * 3600}
        for key, level in SUN_LEVELS.items():
            row[key], seconds = crossings(observer, sun, level, t0, t1)
            if key == "sun":
                row["dayLength"] = round(seconds)
                _, yesterday = crossings(observer, sun, level, y0, t0)
                row["dayLengthChange"] = round(seconds - yesterday)
        row["moon"], _ = crossings(observer, moon, None, t0, t1)
        noon = t0 + 0.5
        row["illumination"] = round(float(almanac.fraction_illuminated(eph, "moon", noon)), 4)
        row["phase"] = phase_name(t0, t1)
        rows.append(row)
        for (key, kind), when in ephem_events(lat, lon, t0).items():
            mine = row[key][kind]
            if mine.endswith("Z") and when < t1.utc_datetime().replace(tzinfo=None):
                ours = dt.datetime.fromisoformat(mine[:-1])
                worst[(key, kind)] = max(worst.get((key, kind), 0), abs((when - ours).total_seconds()))

print("skyfield vs PyEphem, worst difference in seconds:", {f"{k[0]} {k[1]}": round(v) for k, v in worst.items()},
      file=sys.stderr)
header = {
    "source": "Skyfield 1.55 with JPL DE421 (skyfield-data 7.0.0), made by make_almanac.py in this folder",
    "settings": "topocentric apparent positions on WGS84 at height 0; sunrise/sunset: sun's centre at -50'; "
    "twilight, blue and golden levels: sun's centre at -6, -12, -18, -4, +6 degrees, no refraction; moonrise/"
    "moonset: moon's centre at -34' minus its topocentric radius (upper limb, standard refraction, parallax); "
    "illumination: geocentric fraction lit at local noon; phase: a principal phase on the local day its instant "
    "falls, else the octant; events on the local day at utcOffset, the first if two; times UTC",
}
print("{")
for k, v in header.items():
    print(f"  {json.dumps(k)}: {json.dumps(v)},")
print('  "rows": [')
print(",\n".join("    " + json.dumps(r, ensure_ascii=False) for r in rows))
print("  ]")
print("}")
