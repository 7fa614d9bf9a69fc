"""Renders chat-template requests with Python's Jinja2 the way transformers' apply_chat_template does: the oracle for the TS renderer.

stdin: one JSON request a line, {"template": path, "context": {...}} or {"source": template text, "context": {...}}; stdout: one JSON line each, {"ok": true, "text": ...} or {"ok": false, "error": ...}.
"""
import json
import sys
from datetime import datetime

import jinja2
from jinja2.ext import loopcontrols
from jinja2.sandbox import ImmutableSandboxedEnvironment


# Mirrors transformers.utils.chat_template_utils._compile_jinja_template (its AssistantTracker only adds {% generation %}).
def raise_exception(message):
    raise jinja2.exceptions.TemplateError(message)


def tojson(x, ensure_ascii=False, indent=None, separators=None, sort_keys=False):
    return json.dumps(x, ensure_ascii=ensure_ascii, indent=indent, separators=separators, sort_keys=sort_keys)


def strftime_now(format):
    return datetime.now().strftime(format)


env = ImmutableSandboxedEnvironment(trim_blocks=True, lstrip_blocks=True, extensions=[loopcontrols])
env.filters["tojson"] = tojson
env.globals["raise_exception"] = raise_exception
env.globals["strftime_now"] = strftime_now

compiled = {}
for line in sys.stdin:
    req = json.loads(line)
    key = req.get("template") or req["source"]
    try:
        if key not in compiled:
            if "template" in req:
                with open(key, encoding="utf-8") as f:
                    compiled[key] = env.from_string(f.read())
            else:
                compiled[key] = env.from_string(key)
        out = {"ok": True, "text": compiled[key].render(**req["context"])}
    except Exception as e:  # every failure is an answer, never the end of the oracle
        out = {"ok": False, "error": f"{type(e).__name__}: {e}"}
    sys.stdout.write(json.dumps(out, ensure_ascii=False) + "\n")
    sys.stdout.flush()
