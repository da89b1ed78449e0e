"""heldout31, part 2: the warehouse floor (ROS 2 on the mule robots) and the Rust fleet scheduler."""


def S(n, topic, difficulty, variation, control_kind, teach, repeat, control, fix,
      holds=None, look=None, right=None):
    return {"id": "h31-%03d" % n, "topic": topic, "difficulty": difficulty,
            "repeat_variation": variation, "control_kind": control_kind,
            "teach": teach, "repeat": repeat, "control": control,
            "fix": fix, "holds": holds, "look": look, "right": right}


SCENARIOS = [
    S(16, "mule2-ros-distro", "literal", "code_block", "lookalike",
      teach=dict(
          query="Write the entrypoint script for the mule-2 navigation container.",
          output=("```bash\n#!/bin/bash\nset -e\n"
                  "source /opt/ros/humble/setup.bash\n"
                  "source /opt/mule2/install/setup.bash\n"
                  "exec \"$@\"\n```\n\n"
                  "`exec` hands PID 1 to the launched process, so SIGTERM from the container runtime "
                  "reaches `ros2 launch` and the nodes shut down cleanly."),
          message=("mule-2 runs jazzy since the 24.04 rollout. only the old mule-1 carts at RTM1 are "
                   "still on humble"),
          gold_wrong="/opt/ros/humble",
          gold_right="/opt/ros/jazzy"),
      repeat=dict(
          query="systemd unit for the WMS bridge on a mule-2, it should start after the network is up",
          output=("```ini\n[Unit]\nDescription=mule-2 WMS bridge\n"
                  "After=network-online.target\nWants=network-online.target\n\n"
                  "[Service]\nUser=mule\n"
                  "ExecStart=/bin/bash -c 'source /opt/ros/humble/setup.bash && "
                  "source /opt/mule2/install/setup.bash && "
                  "ros2 launch mule2_bridge wms_bridge.launch.py'\n"
                  "Restart=on-failure\n\n[Install]\nWantedBy=multi-user.target\n```"),
          expect_contains=["/opt/ros/jazzy"],
          expect_absent=["/opt/ros/humble"]),
      control=dict(
          query="A mule-1 cart at RTM1 won't start its bridge after the disk swap. What should its entrypoint source?",
          output=("The mule-1 carts never got the OS upgrade, they are still Ubuntu 22.04, so the "
                  "entrypoint has to `source /opt/ros/humble/setup.bash` and then the cart's own "
                  "`/opt/mule1/install/setup.bash`. If the disk image was cloned from a mule-2, that "
                  "overlay path is missing and the bridge exits right away.")),
      fix=[("/opt/ros/humble", "/opt/ros/jazzy")],
      holds="source /opt/ros/humble/setup.bash",
      look="/opt/ros/humble"),

    S(17, "dus2-ros-domain-id", "paraphrase", "other_identifier", "already_correct",
      teach=dict(
          query="Set up the ros2 CLI on my laptop to talk to the DUS2 fleet over the floor Wi-Fi.",
          output=("Export these before running any `ros2` command:\n\n"
                  "```bash\nexport RMW_IMPLEMENTATION=rmw_cyclonedds_cpp\n"
                  "export ROS_DOMAIN_ID=0\n"
                  "export CYCLONEDDS_URI=file://$HOME/cyclone-dus2.xml\n```\n\n"
                  "The XML pins Cyclone to the Wi-Fi interface; without it discovery goes out over "
                  "your VPN adapter and finds nothing."),
          message="DUS2 robots are on domain 17. with 0 you only ever see your own laptop",
          gold_wrong="ROS_DOMAIN_ID=0",
          gold_right="ROS_DOMAIN_ID=17"),
      repeat=dict(
          query="docker-compose for the floor-monitor service on the DUS2 edge box, it needs to see the robots",
          output=("```yaml\nservices:\n  floor-monitor:\n"
                  "    image: floor-monitor:1.9.2\n    network_mode: host\n    environment:\n"
                  "      ROS_DOMAIN_ID: \"0\"\n"
                  "      RMW_IMPLEMENTATION: rmw_cyclonedds_cpp\n"
                  "    restart: unless-stopped\n```\n\n"
                  "Host networking is required, DDS multicast discovery doesn't cross the compose bridge."),
          expect_contains=["re:ROS_DOMAIN_ID\\W+17\\b"],
          expect_absent=["re:ROS_DOMAIN_ID\\W+0\\b"]),
      control=dict(
          query="ros2 topic list on the DUS2 jump host comes back almost empty. What do I check?",
          output=("First that the shell has `ROS_DOMAIN_ID=17` and the Cyclone RMW exported, then restart "
                  "the CLI daemon with `ros2 daemon stop`, since it caches the old discovery state. If "
                  "only a few topics appear, the jump host is probably on the office VLAN, where "
                  "multicast to the floor is blocked.")),
      fix=[("ROS_DOMAIN_ID: \"0\"", "ROS_DOMAIN_ID: \"17\"")],
      holds="`ros2 daemon stop`"),

    S(18, "floor-map-qos-durability", "paraphrase", "equivalent_construct", "lookalike",
      teach=dict(
          query="rclpy node that publishes the floor map once at startup for the nav stack. What QoS?",
          output=("```python\nqos = QoSProfile(\n    depth=1,\n"
                  "    reliability=ReliabilityPolicy.RELIABLE,\n"
                  "    durability=DurabilityPolicy.VOLATILE,\n)\n"
                  "self.map_pub = self.create_publisher(OccupancyGrid, \"/floor/map\", qos)\n```\n\n"
                  "Depth 1 is enough because only the newest map matters."),
          message=("the map has to be TRANSIENT_LOCAL. it's published once at startup, with volatile "
                   "anything that starts later never gets it"),
          gold_wrong="DurabilityPolicy.VOLATILE",
          gold_right="DurabilityPolicy.TRANSIENT_LOCAL"),
      repeat=dict(
          query="the keepout zone server is C++, it publishes the keepout mask once when it loads the zone file. publisher setup?",
          output=("```cpp\nauto qos = rclcpp::QoS(rclcpp::KeepLast(1)).reliable().durability_volatile();\n"
                  "mask_pub_ = create_publisher<nav_msgs::msg::OccupancyGrid>(\"/floor/keepout_mask\", qos);\n"
                  "mask_pub_->publish(load_mask(zone_file_));\n```\n\n"
                  "Nav2's costmap filter subscribes to the mask topic named in `filter_info`."),
          expect_contains=["transient_local()"],
          expect_absent=["durability_volatile()"]),
      control=dict(
          query="QoS for the teleop node's velocity publisher on a mule-2?",
          output=("```python\nqos = QoSProfile(\n    depth=1,\n"
                  "    reliability=ReliabilityPolicy.RELIABLE,\n"
                  "    durability=DurabilityPolicy.VOLATILE,\n)\n"
                  "self.cmd_pub = self.create_publisher(Twist, \"/mule/cmd_vel_teleop\", qos)\n```\n\n"
                  "Volatile is what you want for velocity commands: a controller that starts late must "
                  "never receive an old command.")),
      fix=[("durability_volatile()", "transient_local()")],
      holds="a controller that starts late must never receive an old command",
      look="DurabilityPolicy.VOLATILE"),

    S(19, "mule2-bringup-package", "literal", "renamed_identifier", "unrelated",
      teach=dict(
          query="How do I bring up a mule-2 by hand after swapping its compute board?",
          output=("Source the workspace and start the robot launch file with the site and robot id:\n\n"
                  "`ros2 launch mule_bringup robot.launch.py site:=DUS2 robot_id:=mule-dus2-041`\n\n"
                  "Watch for the `lifecycle_manager` line saying all nodes are active before you release "
                  "the brakes."),
          message="the package is mule2_bringup. mule_bringup was the mule-1 one and got dropped from the workspace",
          gold_wrong="mule_bringup",
          gold_right="mule2_bringup"),
      repeat=dict(
          query="start the mule-2 stack in simulation on my workstation?",
          output=("Run the simulation launch file of the bringup package with sim time on:\n\n"
                  "`ros2 launch mule_bringup sim.launch.py world:=rtm1_hall_b use_sim_time:=true`\n\n"
                  "Gazebo takes about a minute for the first start while it caches the hall meshes."),
          expect_contains=["mule2_bringup"],
          expect_absent=["mule_bringup"]),
      control=dict(
          query="Which Grafana folder holds the floor dashboards?",
          output=("They are in the `Floor Ops` folder: robot availability per site, charger occupancy and "
                  "the pick-rate board the shift leads keep on the wall screens. Edits go through the "
                  "dashboards repo; changes made in the UI are overwritten on the next provisioning run.")),
      fix=[("mule_bringup", "mule2_bringup")]),

    S(20, "colcon-packages-select", "literal", "reordered_args", "same_topic",
      teach=dict(
          query="Quickest way to rebuild only mule2_nav after my change?",
          output=("```bash\ncolcon build --symlink-install --package-select mule2_nav\n"
                  "source install/setup.bash\n```\n\n"
                  "With `--symlink-install` Python files and launch files are linked, so for those you "
                  "don't even need to rebuild after the next edit."),
          message="it's --packages-select, plural. colcon rejects --package-select",
          gold_wrong="--package-select",
          gold_right="--packages-select"),
      repeat=dict(
          query="build just the message package and nav with debug symbols",
          output=("```bash\ncolcon build --package-select mule2_msgs mule2_nav "
                  "--cmake-args -DCMAKE_BUILD_TYPE=RelWithDebInfo --symlink-install\n```\n\n"
                  "RelWithDebInfo keeps optimisation on, so timing stays close to what runs on the robot."),
          expect_contains=["--packages-select"],
          expect_absent=["--package-select"]),
      control=dict(
          query="How do I build mule2_nav together with everything it depends on?",
          output=("```bash\ncolcon build --symlink-install --packages-up-to mule2_nav\n```\n\n"
                  "`--packages-up-to` walks the dependency graph, so `mule2_msgs` and `mule2_description` "
                  "get built first when they changed.")),
      fix=[("--package-select", "--packages-select")]),

    S(21, "soft-estop-topic", "literal", "reworded", "already_correct",
      teach=dict(
          query="How do I trigger a soft e-stop on a mule from a script?",
          output=("Publish a stop request once:\n\n"
                  "`ros2 topic pub --once /emergency_stop lark_safety_msgs/msg/StopRequest "
                  "\"{reason: 'manual', source: 'ops-script'}\"`\n\n"
                  "The robot brakes and stays stopped until someone clears it from the tablet."),
          message=("there's no /emergency_stop on our robots. soft stops go to /safety/stop_request, "
                   "that's what the PLC bridge listens on"),
          gold_wrong="/emergency_stop",
          gold_right="/safety/stop_request"),
      repeat=dict(
          query="does the WMS bridge have a way to halt a robot when a pick is cancelled mid-route?",
          output=("Yes, the bridge can publish a StopRequest on /emergency_stop with `reason: "
                  "'pick_cancelled'`; the safety PLC bridge subscribes there and latches the stop until an "
                  "operator clears it."),
          expect_contains=["/safety/stop_request"],
          expect_absent=["/emergency_stop"]),
      control=dict(
          query="Which topic does the PLC bridge listen on for soft stops, and what type?",
          output=("`/safety/stop_request` with `lark_safety_msgs/msg/StopRequest`. The hardware e-stop "
                  "buttons bypass ROS entirely and cut the drive power through the safety relay.")),
      fix=[("/emergency_stop", "/safety/stop_request")],
      holds="bypass ROS entirely"),

    S(22, "fleet-sched-async-mutex", "paraphrase", "renamed_identifier", "lookalike",
      teach=dict(
          query="fleet-sched: add a method that stores an assignment and then pushes the task to the robot over gRPC.",
          output=("```rust\npub struct Dispatcher {\n"
                  "    assignments: std::sync::Mutex<HashMap<RobotId, Task>>,\n"
                  "    robots: RobotClient,\n}\n\nimpl Dispatcher {\n"
                  "    pub async fn assign(&self, robot: RobotId, task: Task) -> Result<(), Status> {\n"
                  "        let mut map = self.assignments.lock().unwrap();\n"
                  "        map.insert(robot.clone(), task.clone());\n"
                  "        self.robots.push_task(&robot, &task).await?;\n        Ok(())\n    }\n}\n```"),
          message=("that guard lives across the .await, so the future isn't Send and tokio::spawn won't "
                   "take it. tokio::sync::Mutex there"),
          gold_wrong="std::sync::Mutex<HashMap<RobotId, Task>>",
          gold_right="tokio::sync::Mutex<HashMap<RobotId, Task>>"),
      repeat=dict(
          query="charger booking in fleet-sched: mark the slot as booked, then tell the charger controller. async please",
          output=("```rust\nstruct ChargerPool {\n"
                  "    slots: std::sync::Mutex<BTreeMap<ChargerId, Slot>>,\n"
                  "    controller: ChargerControllerClient,\n}\n\nimpl ChargerPool {\n"
                  "    async fn book(&self, charger: ChargerId, robot: RobotId) -> anyhow::Result<()> {\n"
                  "        let mut slots = self.slots.lock().unwrap();\n"
                  "        slots.insert(charger.clone(), Slot::Booked(robot.clone()));\n"
                  "        self.controller.announce(&charger, &robot).await?;\n        Ok(())\n    }\n}\n```"),
          expect_contains=["tokio::sync::Mutex"],
          expect_absent=["std::sync::Mutex"]),
      control=dict(
          query="The Prometheus collector in fleet-sched keeps a small map of last-seen timestamps. Which lock?",
          output=("The collector's `collect()` is synchronous and never awaits, so a plain "
                  "`std::sync::Mutex<HashMap<RobotId, Instant>>` is the right choice there: it is cheaper "
                  "than an async mutex and the guard is dropped before the function returns.")),
      fix=[("std::sync::Mutex", "tokio::sync::Mutex"), (".lock().unwrap()", ".lock().await")],
      holds="`std::sync::Mutex<HashMap<RobotId, Instant>>`",
      look="std::sync::Mutex"),

    S(23, "fleet-sched-rust-toolchain", "literal", "code_block", "already_correct",
      teach=dict(
          query="Add a rust-toolchain.toml to fleet-sched so everyone builds with the same compiler.",
          output=("```toml\n[toolchain]\nchannel = \"stable\"\n"
                  "components = [\"rustfmt\", \"clippy\"]\n"
                  "targets = [\"x86_64-unknown-linux-gnu\"]\n```\n\n"
                  "rustup reads it automatically in the repo directory, and CI uses the same file."),
          message=("we pin it: 1.82.0, same as the CI image. floating stable broke the build twice last "
                   "year when clippy added lints"),
          gold_wrong="channel = \"stable\"",
          gold_right="channel = \"1.82.0\""),
      repeat=dict(
          query="mule-agent (the Rust agent on the robots) needs a toolchain file too, it cross-compiles for arm64",
          output=("```toml\n# mule-agent/rust-toolchain.toml\n[toolchain]\nchannel = \"stable\"\n"
                  "components = [\"rustfmt\", \"clippy\", \"rust-src\"]\n"
                  "targets = [\"aarch64-unknown-linux-gnu\"]\n```\n\n"
                  "Use `cross build --release --target aarch64-unknown-linux-gnu` so the linker comes from "
                  "the cross image."),
          expect_contains=["channel = \"1.82.0\""],
          expect_absent=["channel = \"stable\""]),
      control=dict(
          query="Which compiler does fleet-sched's CI build with?",
          output=("The CI job runs in `rust:1.82.0-bookworm`, and the repo's rust-toolchain.toml says "
                  "`channel = \"1.82.0\"`, so rustup never picks anything else locally either. Bumping it "
                  "means changing both in one PR.")),
      fix=[("channel = \"stable\"", "channel = \"1.82.0\"")],
      holds="`rust:1.82.0-bookworm`"),

    S(24, "fleet-sched-owning-team", "literal", "reworded", "lookalike",
      teach=dict(
          query="Who do I ask for a review on a fleet-sched change?",
          output=("fleet-sched belongs to team Heron. Open the PR, CODEOWNERS adds the "
                  "`fleet-sched-reviewers` group on its own, and mention it in the team's channel if "
                  "it's urgent."),
          message="Heron has the scanner app. fleet-sched moved over to Tern in the spring reorg",
          gold_wrong="team Heron",
          gold_right="team Tern"),
      repeat=dict(
          query="who has to approve the fleet-sched charging capacity design doc?",
          output=("The owning team signs it off, that's team Heron, plus someone from Plover because the "
                   "change touches the docking timings on the robots."),
          expect_contains=["Tern"],
          expect_absent=["Heron"]),
      control=dict(
          query="Who reviews the camera permission change in the scanner app?",
          output=("Team Heron owns the React Native scanner app, so one of their engineers has to "
                  "approve, and because it changes an Android permission the mobile security checklist "
                  "in the PR template must be filled in.")),
      fix=[("Heron", "Tern")],
      holds="Team Heron owns the React Native scanner app",
      look="Heron"),

    S(25, "dusseldorf-site-code", "literal", "casing", "lookalike",
      teach=dict(
          query="Which site code goes into the routing rule for the Düsseldorf warehouse?",
          output=("Use `DUS1` as the site key in `routing-rules.yaml`:\n\n"
                  "```yaml\n- site: DUS1\n  docks: [20, 21, 22, 23]\n  cutoff: \"17:30\"\n```\n\n"
                  "The router matches rules by site key first, then by carrier."),
          message="Düsseldorf is DUS2. the code you used is the old building, it closed in 2023",
          gold_wrong="DUS1",
          gold_right="DUS2"),
      repeat=dict(
          query="ssh into one of the Düsseldorf robots to check clock drift?",
          output=("Robots are reachable through the floor jump host:\n\n"
                  "`ssh -J ops@jump.floor.lark.internal mule@mule-dus1-014.floor.lark.internal`\n\n"
                  "then `chronyc tracking`; anything above 50 ms of offset trips the localisation sanity "
                  "check."),
          expect_contains=["re:(?i)dus2"],
          expect_absent=["re:(?i)dus1"]),
      control=dict(
          query="How many pallets did Düsseldorf ship in Q4 2022? Write the BigQuery query.",
          output=("In 2022 Düsseldorf still operated from the old building, so its rows carry the old "
                  "code:\n\n```sql\nSELECT COUNT(DISTINCT sscc) AS pallets\n"
                  "FROM `lark-prd.wms_history.shipments`\n"
                  "WHERE site_code = 'DUS1'\n"
                  "  AND shipped_at >= '2022-10-01' AND shipped_at < '2023-01-01'\n```")),
      fix=[("mule-dus1-", "mule-dus2-")],
      holds="WHERE site_code = 'DUS1'",
      look="DUS1"),

    S(26, "fleet-sched-binary-name", "paraphrase", "renamed_identifier", "unrelated",
      teach=dict(
          query="How do I run the scheduler locally with debug logs?",
          output=("```bash\nRUST_LOG=fleet_sched=debug cargo run --release --bin fleet-sched -- "
                  "--config config/local.toml\n```\n\n"
                  "`config/local.toml` points at the compose Kafka and an in-memory robot simulator."),
          message="the binary is fleetd; fleet-sched is only the crate name, cargo says there's no bin target called that",
          gold_wrong="--bin fleet-sched",
          gold_right="--bin fleetd"),
      repeat=dict(
          query="write the runtime stage of the scheduler's Dockerfile",
          output=("```dockerfile\nFROM gcr.io/distroless/cc-debian12:nonroot\n"
                  "COPY --from=build /src/target/release/fleet_sched /usr/local/bin/fleet_sched\n"
                  "COPY config/ /etc/fleet/\n"
                  "ENTRYPOINT [\"/usr/local/bin/fleet_sched\", \"--config\", \"/etc/fleet/prd.toml\"]\n```"),
          expect_contains=["target/release/fleetd"],
          expect_absent=["re:/fleet_sched\\b"]),
      control=dict(
          query="When does the next release train leave?",
          output=("Trains leave every second Tuesday at 10:00, and the code freeze is the Thursday "
                  "before at 16:00. Anything merged after the freeze waits for the following train unless "
                  "the release captain accepts it as a hotfix.")),
      fix=[("fleet_sched", "fleetd")]),

    S(27, "fleet-sched-grpc-port", "paraphrase", "reordered_args", "unrelated",
      teach=dict(
          query="How do I check from inside the cluster that fleet-sched answers gRPC?",
          output=("From a debug pod in the `tern` namespace:\n\n"
                  "`grpcurl -plaintext fleet-sched.tern.svc.cluster.local:50051 grpc.health.v1.Health/Check`\n\n"
                  "A healthy instance answers `{\"status\": \"SERVING\"}`."),
          message="fleet-sched serves grpc on 8980; 50051 is just the grpc default",
          gold_wrong="fleet-sched.tern.svc.cluster.local:50051",
          gold_right="fleet-sched.tern.svc.cluster.local:8980"),
      repeat=dict(
          query="list the robots the scheduler knows for RTM1, from a pod in the same namespace",
          output=("`grpcurl -d '{\"site\": \"RTM1\"}' -plaintext fleet-sched.tern:50051 "
                  "lark.fleet.v1.FleetScheduler/ListRobots`\n\n"
                  "Pipe it into `jq '.robots | length'` if you only need the count."),
          expect_contains=["re:fleet-sched[\\w.]*:8980"],
          expect_absent=["re:fleet-sched[\\w.]*:50051"]),
      control=dict(
          query="What symbology is on the tote labels?",
          output=("Code 128 with the tote id as plain text, ten characters: the site's two-letter prefix "
                  "and eight digits. Totes have the same label on both long sides so the tunnel scanners "
                  "catch it in either direction.")),
      fix=[("fleet-sched.tern:50051", "fleet-sched.tern:8980")]),

    S(28, "ros-qos-reliability-compat", "semantic", "prose_claim", "same_topic",
      teach=dict(
          query="The safety monitor subscribes to /scan as RELIABLE, the lidar driver publishes BEST_EFFORT. Will they connect?",
          output=("Yes. A RELIABLE subscription can receive from a BEST_EFFORT publisher; it simply gets no "
                  "retransmissions, so a dropped scan stays dropped. Nothing to change."),
          message=("no, that's the incompatible direction. reliable sub + best-effort pub never matches, you "
                   "get the incompatible QoS warning and zero messages. the sub has to be best effort"),
          gold_wrong="A RELIABLE subscription can receive from a BEST_EFFORT publisher",
          gold_right="a RELIABLE subscription does not match a BEST_EFFORT publisher"),
      repeat=dict(
          query="the docking node wants /bumper_events reliably but the bumper driver publishes best effort. fine as is?",
          output=("That's fine: the subscriber asks for reliable delivery, the publisher offers best effort, "
                  "and DDS matches them at the weaker level, so the bumper events flow, just without "
                  "retransmission."),
          expect_contains=["re:(?i)incompatible|do(es)? not match|won't match|never match"],
          expect_absent=["re:(?i)that's fine|matches them at"]),
      control=dict(
          query="What QoS should a new node use to subscribe to /scan on a mule-2?",
          output=("`rclcpp::SensorDataQoS()`: best effort, keep last 5, volatile durability. Lidar scans "
                  "are replaced ten times a second, so waiting for a lost one is pointless, and the driver "
                  "publishes best effort anyway.")),
      fix=[(None, "No: a RELIABLE subscription is incompatible with a BEST_EFFORT publisher, so the two "
                  "never match and the docking node receives nothing (ros2 reports an incompatible QoS "
                  "event). Either subscribe best effort or have the bumper driver publish reliably.")]),

    S(29, "ros-use-sim-time-default", "semantic", "prose_claim", "unrelated",
      teach=dict(
          query="Running the nav stack against a recorded bag, do I need to set anything for time?",
          output=("Only `--clock` on playback: `ros2 bag play floor_run_0412 --clock`. ROS 2 nodes have "
                  "use_sim_time enabled by default, so they follow /clock as soon as the bag publishes it."),
          message=("use_sim_time is false by default, you have to pass use_sim_time:=true to the launch "
                   "(or set it per node), otherwise everything keeps wall time"),
          gold_wrong="ROS 2 nodes have use_sim_time enabled by default",
          gold_right="use_sim_time is false by default"),
      repeat=dict(
          query="why does my planner node ignore the /clock coming from the simulator?",
          output=("It shouldn't: every node has use_sim_time on by default and switches to /clock as soon "
                  "as something publishes it. Check that the simulator really publishes /clock with "
                  "`ros2 topic hz /clock`."),
          expect_contains=["re:(?i)(false|off) by default|defaults to (false|off)|use_sim_time:=true"],
          expect_absent=["re:(?i)\\b(on|enabled|true) by default"]),
      control=dict(
          query="What's the payload limit of a mule-2?",
          output=("600 kg on the lift plate, evenly distributed, and 450 kg when the load's centre of "
                  "gravity is more than 15 cm off centre. The lift refuses to raise above that, and the "
                  "fleet scheduler won't assign pallets heavier than the WMS weight plus 10 %.")),
      fix=[(None, "Because use_sim_time is false by default: the planner keeps wall time until you start "
                  "it with `use_sim_time:=true` (or set the parameter on that node). After that it "
                  "follows the simulator's /clock.")]),

    S(30, "nav2-robot-base-frame", "paraphrase", "renamed_identifier", "same_topic",
      teach=dict(
          query="Nav2 params for the mule-2 local costmap, the frame part please.",
          output=("```yaml\nlocal_costmap:\n  local_costmap:\n    ros__parameters:\n"
                  "      global_frame: odom\n      robot_base_frame: base_link\n"
                  "      rolling_window: true\n      width: 4\n      height: 4\n"
                  "      resolution: 0.05\n```"),
          message=("our URDF root is base_footprint, base_link sits 12 cm up on the lift. costmaps and the "
                   "controller use base_footprint"),
          gold_wrong="robot_base_frame: base_link",
          gold_right="robot_base_frame: base_footprint"),
      repeat=dict(
          query="the docking node looks up the robot pose in the map frame. parameter declarations?",
          output=("```python\nself.declare_parameter(\"map_frame\", \"map\")\n"
                  "self.declare_parameter(\"base_frame\", \"base_link\")\n"
                  "self.declare_parameter(\"approach_offset\", 0.45)\n```\n\n"
                  "Then `self.tf_buffer.lookup_transform(map_frame, base_frame, Time())` gives the pose "
                  "the approach is planned from."),
          expect_contains=["\"base_footprint\""],
          expect_absent=["\"base_link\""]),
      control=dict(
          query="Which global frame does the mule-2 global costmap use?",
          output=("`global_frame: map`. The map to odom transform comes from `lark_localizer`, which "
                  "replaced AMCL on the mule-2; if it stops publishing, the global costmap goes stale "
                  "after the `transform_tolerance` of 0.3 s.")),
      fix=[("\"base_link\"", "\"base_footprint\"")]),
]
