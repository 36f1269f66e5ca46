"""The Grafana dashboard and the Prometheus alert rules shipped in docs/admins/monitoring/ ask
only for what `/metrics` exposes: every metric name in their expressions is a sample the bot's
registry writes, each label they match on is one of its labels, and each `kind` they match is
one the bot gives. A misspelt name would draw an empty panel or an alert that never fires."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import yaml
from prometheus_client.parser import text_string_to_metric_families

from bot.discord_ui.delivery import CHANNEL, DMS, Delivery
from bot.web.metrics import Metrics

MONITORING = Path(__file__).resolve().parent.parent / "docs" / "admins" / "monitoring"
# Series Prometheus makes itself for every scrape, and labels it adds to every series.
PROMETHEUS_OWN = {"up"}
TARGET_LABELS = {"job", "instance"}
KEYWORDS = {"and", "or", "unless", "by", "without", "on", "ignoring", "group_left",
            "group_right", "bool", "offset", "inf", "nan"}
IDENTIFIER = re.compile(r"[A-Za-z_:][A-Za-z0-9_:]*")
SELECTOR = re.compile(r"([A-Za-z_:][A-Za-z0-9_:]*)?\s*\{([^}]*)\}")
MATCHER = re.compile(r'([A-Za-z_][A-Za-z0-9_]*)\s*(=~|!~|!=|=)\s*"([^"]*)"')
GROUPING = re.compile(r"\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)")


def exposed() -> dict[str, dict[str, set[str]]]:
    """Each sample name `/metrics` writes, with each of its labels and the values seen, once
    every metric has a sample: a game count read, a delivery of each kind, a 429 counted."""
    metrics = Metrics()
    delivery = Delivery()
    metrics.watch(delivery)
    for observe in delivery.observers:
        for kind in (CHANNEL, DMS):
            observe(kind, 0.3)
    metrics.games.count = 3
    text = metrics.text().decode()
    samples: dict[str, dict[str, set[str]]] = {}
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            labels = samples.setdefault(sample.name, {})
            for label, value in sample.labels.items():
                labels.setdefault(label, set()).add(value)
    return samples


def selectors(expr: str) -> list[tuple[str, dict[str, str]]]:
    """Each metric an expression reads, with the labels it matches (label: value or regex)."""
    expr = re.sub(r"\[[^\]]*\]", "", expr)  # ranges: [5m]
    expr = GROUPING.sub("", expr)  # by (le, kind): label names, not metrics
    found = []
    for name, matchers in SELECTOR.findall(expr):
        found.append((name, {label: value for label, _, value in MATCHER.findall(matchers)}))
    bare = SELECTOR.sub(" ", expr)
    for match in IDENTIFIER.finditer(bare):
        rest = bare[match.end():].lstrip()
        if match.group() not in KEYWORDS and not rest.startswith("("):
            found.append((match.group(), {}))
    return found


def dashboard_expressions() -> list[str]:
    board = json.loads((MONITORING / "prbot-dashboard.json").read_text())
    return [target["expr"] for panel in board["panels"] for target in panel["targets"]]


def alert_expressions() -> list[str]:
    rules = yaml.safe_load((MONITORING / "prbot-alerts.yml").read_text())
    return [rule["expr"] for group in rules["groups"] for rule in group["rules"]]


def wrong(expr: str, samples: dict[str, dict[str, set[str]]]) -> list[str]:
    """What in `expr` the bot does not expose: unknown metrics, labels and kinds."""
    faults = []
    for name, matchers in selectors(expr):
        if name in PROMETHEUS_OWN:
            continue
        if name not in samples:
            faults.append(f"no metric {name}")
            continue
        for label, value in matchers.items():  # a value, or a regex of alternatives a|b
            values = samples[name].get(label)
            if label in TARGET_LABELS:
                continue
            if values is None:
                faults.append(f"{name} has no label {label}")
            elif any(alternative not in values for alternative in value.split("|")):
                faults.append(f"{name}: {label}={value!r} is none of {sorted(values)}")
    return faults


@pytest.mark.parametrize("source", [dashboard_expressions, alert_expressions])
def test_every_metric_label_and_kind_used_is_one_the_bot_exposes(source):
    samples = exposed()
    expressions = source()
    assert expressions
    for expr in expressions:
        assert selectors(expr), expr
        assert wrong(expr, samples) == [], expr


def test_every_metric_the_bot_exposes_is_watched():
    """The dashboard shows each metric (so a new one is not forgotten there)."""
    used = {name for expr in dashboard_expressions() for name, _ in selectors(expr)}
    families = {re.sub(r"_(total|bucket|count|sum|created)$", "", name) for name in exposed()}
    shown = {re.sub(r"_(total|bucket|count|sum|created)$", "", name) for name in used}
    assert families <= shown


def test_a_misspelt_metric_label_or_kind_is_caught():
    samples = exposed()
    good = 'rate(prbot_delivery_seconds_bucket{kind="channel"}[5m])'
    assert wrong(good, samples) == []
    assert wrong(good.replace("delivery", "delivry"), samples) == [
        "no metric prbot_delivery_seconds_bucket".replace("delivery", "delivry")]
    assert wrong(good.replace("kind=", "knd="), samples) == [
        "prbot_delivery_seconds_bucket has no label knd"]
    assert wrong(good.replace('"channel"', '"chanel"'), samples) != []
    assert wrong("sum by (kind) (rate(prbot_web_errors[5m]))", samples) == [
        "no metric prbot_web_errors"]
    assert wrong('prbot_web_errors_total{kind=~"internal|unavailabel"}', samples) != []


def test_the_alert_rules_are_prometheus_rules():
    rules = yaml.safe_load((MONITORING / "prbot-alerts.yml").read_text())
    for group in rules["groups"]:
        for rule in group["rules"]:
            assert set(rule) <= {"alert", "expr", "for", "labels", "annotations"}
            assert re.fullmatch(r"Prbot[A-Za-z]+", rule["alert"])
            assert rule["labels"]["severity"] in {"warning", "critical"}
            assert rule["annotations"]["summary"]
