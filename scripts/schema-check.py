"""Validates scenario files against docs/scenario.schema.json (needs jsonschema and PyYAML).

YAML 1.2's booleans only: PyYAML reads YAML 1.1, where the key `on:` is true.
Usage: python3 scripts/schema-check.py SCHEMA FILE...
"""
import json
import re
import sys

import jsonschema
import yaml


class Loader(yaml.SafeLoader):
    pass


Loader.yaml_implicit_resolvers = {
    k: [r for r in v if r[0] != "tag:yaml.org,2002:bool"] for k, v in Loader.yaml_implicit_resolvers.items()
}
Loader.add_implicit_resolver("tag:yaml.org,2002:bool", re.compile(r"^(?:true|false)$"), list("tf"))

schema = json.load(open(sys.argv[1]))
for path in sys.argv[2:]:
    jsonschema.validate(yaml.load(open(path), Loader=Loader), schema)
