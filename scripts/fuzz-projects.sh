# Sourced by fuzz.sh (its bin, tmp, RANDOM, run and fail): P hostile iOS projects through
# `scan` and `lint`. Each is a copy of a small fixture app (Swift and storyboard, or
# Objective-C and an Info.plist) with one hostile change: symlink loops, unreadable
# folders, class and presentation cycles, XML entity bombs, a 50 MB storyboard, invalid
# UTF-8 and NUL bytes in Swift and Objective-C, nesting 100,000 deep, a preprocessed and a
# binary Info.plist, a truncated project.pbxproj, thousands of controllers. Each command
# must end within its bound (PROJECT_TIMEOUT, default 60 s; three times that for the
# thousands of controllers and the 50 MB storyboard, whose reading a debug build takes
# tens of seconds over) with exit 0 or 2, one line per problem on stderr, and on exit 0 a
# scenario that `check` loads (exit 0, 1 or 3).

PROJECT_TIMEOUT="${PROJECT_TIMEOUT:-60}"
project_kinds=(symlink-loop unreadable class-cycle presentation-cycle entity-bomb big-storyboard
  bad-utf8-swift nul-objc deep-nesting preprocessed-plist binary-plist truncated-pbxproj many-controllers)
project_counts=()
project_exits=""

# make_project KIND DIR: a hostile project in DIR.
make_project() {
  local kind="$1" dir="$2" i n
  rm -rf "$dir"
  case $kind in
    nul-objc|preprocessed-plist|binary-plist) cp -R Tests/ScanTests/Fixtures/ObjCApp "$dir" ;;
    *) cp -R Tests/ScanTests/Fixtures/StoryboardApp "$dir" ;;
  esac
  local swift="$dir/Shop/Controllers.swift" board="$dir/Shop/Base.lproj/Main.storyboard"
  local objc="$dir/Legacy/HomeViewController.m" plist="$dir/Legacy/Legacy-Info.plist"
  case $kind in
    symlink-loop)
      ln -s . "$dir/Shop/loop"; ln -s ../Shop "$dir/Shop/Base.lproj/up"
      ln -s "$dir/missing" "$dir/Shop/dangling"; ln -s b "$dir/Shop/a"; ln -s a "$dir/Shop/b" ;;
    unreadable)
      # (As root the mode is no obstacle; as anyone else the folder cannot be listed.)
      mkdir -p "$dir/Shop/Secret"; echo 'class SecretViewController: UIViewController {}' >"$dir/Shop/Secret/S.swift"
      chmod 000 "$dir/Shop/Secret"; : >"$dir/Shop/Locked.swift"; chmod 000 "$dir/Shop/Locked.swift" ;;
    class-cycle)
      n=$((2 + RANDOM % 50))
      for ((i = 0; i < n; i++)); do echo "class Cycle$i: Cycle$(((i + 1) % n)) { override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all } }"; done >>"$swift"
      echo 'class Selfish: Selfish {}' >>"$swift" ;;
    presentation-cycle)
      n=$((2 + RANDOM % 50))
      for ((i = 0; i < n; i++)); do
        echo "class Loop${i}ViewController: UIViewController { override func viewDidAppear(_ a: Bool) { present(Loop$(((i + 1) % n))ViewController(), animated: true); navigationController?.pushViewController(Loop${i}ViewController(), animated: true) } }"
      done >>"$swift" ;;
    entity-bomb)
      perl -e 'print qq(<?xml version="1.0"?>\n<!DOCTYPE d [<!ENTITY a "aaaaaaaaaa">);
        for my $i (1 .. 12) { my $p = chr(96 + $i); my $c = chr(97 + $i); print qq(<!ENTITY $c "), "&$p;" x 10, qq(">) }
        print qq(]>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes><scene sceneID="s"><objects>),
          qq(<viewController id="v" customClass="&m;" title="&m;" sceneMemberID="viewController"/></objects></scene></scenes></document>\n)' >"$board" ;;
    big-storyboard)
      # 50 MB: scenes of controllers and views, every one a real element.
      perl -e 'print qq(<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="v0"><scenes>\n);
        my $i = 0; my $size = 0;
        while ($size < 50_000_000) { my $s = qq(<scene sceneID="s$i"><objects><viewController id="v$i" customClass="Big${i}ViewController" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="w$i"><rect key="frame" x="0.0" y="0.0" width="390" height="844"/></view><connections><segue destination="v) . ($i + 1) . qq(" kind="presentation" id="g$i"/></connections></viewController></objects></scene>\n); print $s; $size += length $s; $i++ }
        print qq(</scenes></document>\n)' >"$board" ;;
    bad-utf8-swift)
      { head -c 200 "$swift"; printf '\xff\xfe\xc3\x28 \xed\xa0\x80 "\xf8\x88\x80\x80\x80" \x00\x00 class Bad\xc0\xafViewController: UIViewController {}\n'; head -c $((RANDOM % 4000)) /dev/urandom; cat "$swift"; } >"$swift.new"
      mv "$swift.new" "$swift" ;;
    nul-objc)
      { printf '#import <UIKit/UIKit.h>\n@implementation Nul\x00ViewController\n- (UIInterfaceOrientationMask)supportedInterfaceOrientations { return UIInterfaceOrientationMask\x00All; }\n@end\n\xff\xfe'; head -c $((RANDOM % 4000)) /dev/urandom; cat "$objc"; } >"$objc.new"
      mv "$objc.new" "$objc" ;;
    deep-nesting)
      n=100000
      case $((RANDOM % 3)) in
        0) perl -e 'my $n = shift; print "let deep = ", "(" x $n, "1", ")" x $n, "\n"' "$n" >>"$swift" ;;
        1) perl -e 'my $n = shift; print "class Deep: UIViewController { func f() { ", "{ " x $n, "} " x $n, "} }\n"' "$n" >>"$swift" ;;
        2) perl -e 'my $n = shift; print qq(<?xml version="1.0"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes><scene sceneID="s"><objects><viewController id="v" sceneMemberID="viewController">), qq(<view>) x $n, qq(</view>) x $n, qq(</viewController></objects></scene></scenes></document>\n)' "$n" >"$board" ;;
      esac ;;
    preprocessed-plist)
      { echo '#include "Config.h"'; echo '#define ORIENT UIInterfaceOrientationPortrait'; echo '#if DEBUG'; sed 's/UIInterfaceOrientationPortrait/ORIENT/' "$plist"; echo '#endif'; } >"$plist.new"
      mv "$plist.new" "$plist" ;;
    binary-plist)
      if [ $((RANDOM % 2)) -eq 0 ]; then
        # A valid binary plist: a dict of one key to an array of one string.
        perl -e 'my @o; my $b = "bplist00"; my ($k, $v) = ("UISupportedInterfaceOrientations", "UIInterfaceOrientationPortrait");
          push @o, length $b; $b .= "\xd1\x01\x02";
          push @o, length $b; $b .= "\x5f\x10" . chr(length $k) . $k;
          push @o, length $b; $b .= "\xa1\x03";
          push @o, length $b; $b .= "\x5f\x10" . chr(length $v) . $v;
          my $t = length $b; $b .= pack("C", $_) for @o;
          print $b, pack("C6", 0, 0, 0, 0, 0, 0), pack("C2", 1, 1), pack("Q>Q>Q>", scalar @o, 0, $t)' >"$plist"
      else
        { printf 'bplist00'; head -c $((RANDOM % 3000)) /dev/urandom; } >"$plist"
      fi ;;
    truncated-pbxproj)
      local pbx="$dir/Shop.xcodeproj/project.pbxproj" size
      size=$(wc -c <"$pbx")
      head -c $((RANDOM % size)) "$pbx" >"$pbx.new"; mv "$pbx.new" "$pbx" ;;
    many-controllers)
      n=$((1000 + RANDOM % 1500))
      mkdir -p "$dir/Shop/Many"
      for ((i = 0; i < n; i++)); do
        echo "final class Many${i}ViewController: UIViewController { override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .$([ $((i % 3)) -eq 0 ] && echo all || echo portrait) }; @objc func next() { present(Many$((i + 1))ViewController(), animated: true) } }"
      done >"$dir/Shop/Many/Many.swift" ;;
  esac
}

# project_one KIND N: makes the Nth project of KIND, scans and lints it.
project_one() {
  local kind="$1" dir="$tmp/project-$SEED-$2" status yaml="$tmp/scanned-$SEED-$2.yaml" began=$SECONDS scanned
  local bound=$PROJECT_TIMEOUT
  case $kind in many-controllers|big-storyboard) bound=$((PROJECT_TIMEOUT * 3)) ;; esac
  make_project "$kind" "$dir"
  run "$bound" "$bin" scan "$dir"
  status=$?
  project_exits="$project_exits scan:$status"
  scanned=$status
  case $status in
    0) cp "$tmp/out" "$yaml"
       run "$TIMEOUT" "$bin" check "$yaml"
       case $? in 0|1|3) ;; *) fail "scan of a $kind project wrote a scenario check does not load" "$yaml" "$bin" check "$yaml" ;; esac ;;
    2) [ "$(wc -l <"$tmp/err")" -eq 1 ] || fail "scan of a $kind project: a problem in more than one line" "$dir" "$bin" scan "$dir" ;;
    124|137) fail "hang (scan of a $kind project ran over ${bound}s)" "$dir" "$bin" scan "$dir" ;;
    *) fail "scan of a $kind project: exit $status" "$dir" "$bin" scan "$dir" ;;
  esac
  run "$bound" "$bin" lint "$dir" --max-seconds 10 --device iphone-faceid --ios 17
  status=$?
  project_exits="$project_exits lint:$status"
  case $status in
    0|1) grep -q -E ' states, .* steps ' "$tmp/out" || fail "lint of a $kind project: no summary" "$dir" "$bin" lint "$dir" ;;
    2) [ "$(wc -l <"$tmp/err")" -eq 1 ] || fail "lint of a $kind project: a problem in more than one line" "$dir" "$bin" lint "$dir" ;;
    124|137) fail "hang (lint of a $kind project ran over ${bound}s)" "$dir" "$bin" lint "$dir" ;;
    *) fail "lint of a $kind project: exit $status" "$dir" "$bin" lint "$dir" ;;
  esac
  [ -n "${FUZZ_VERBOSE:-}" ] && echo "fuzz: $kind project: scan $scanned, lint $status, $((SECONDS - began)) s$( [ "$scanned" = 2 ] && echo ": $(head -c 160 "$tmp/err")")"
  chmod -R u+rwx "$dir" 2>/dev/null
  rm -rf "$dir"
}

P="${P:-$(( ${#project_kinds[@]} ))}"
projects_started=$SECONDS
for ((i = 0; i < P; i++)); do
  # Every kind in turn, from a seeded first one: a run of P ≥ 13 has each.
  project_one "${project_kinds[$(( (SEED + i) % ${#project_kinds[@]} ))]}" "$i"
done
project_summary="$P hostile projects"
[ "$P" -gt 0 ] && project_summary="$project_summary ($(echo "$project_exits" | tr ' ' '\n' | grep . | sort | uniq -c \
  | awk '{printf "%s%s×%s", (NR > 1 ? ", " : ""), $2, $1}'); $((SECONDS - projects_started)) s)"
