#!/usr/bin/env python3
"""Build the dev31 learning-loop scenarios (game development and graphics).

Holds 60 scenarios as data, validates them and writes scenarios.jsonl and
README.md next to this file. Refuses to write anything if a check fails.
Standard library only.

Build-only fields (never written to the jsonl):
  fix     list of (old, new) replacements turning repeat.output into a fixed repeat
  cflags  check specs that would mark the control wrong in its own context
  cneeds  check specs that must match the control output
  literal for literal scenarios, the wrong text that recurs in repeat.output
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "d31"

DIFFICULTIES = {"literal", "paraphrase", "semantic"}
CONTROL_KINDS = {"unrelated", "same_topic", "already_correct", "lookalike"}
VARIATIONS = {"reworded", "code_block", "casing", "other_identifier", "renamed_identifier",
              "prose_claim", "equivalent_construct", "reordered_args"}
TARGET_DIFFICULTY = {"literal": 28, "paraphrase": 19, "semantic": 13}
TARGET_CONTROL = {"lookalike": 32, "same_topic": 16, "already_correct": 9, "unrelated": 3}

SCENARIOS = []


def T(query, output, message, gold_wrong, gold_right):
    return {"query": query, "output": output, "message": message,
            "gold_wrong": gold_wrong, "gold_right": gold_right}


def R(query, output, expect_contains, expect_absent):
    return {"query": query, "output": output,
            "expect_contains": list(expect_contains), "expect_absent": list(expect_absent)}


def C(query, output):
    return {"query": query, "output": output}


def add(topic, difficulty, variation, control_kind, teach, repeat, control,
        fix, cflags=None, cneeds=None, literal=None):
    SCENARIOS.append({
        "id": "%s-%03d" % (PREFIX, len(SCENARIOS) + 1),
        "topic": topic, "difficulty": difficulty, "repeat_variation": variation,
        "control_kind": control_kind, "teach": teach, "repeat": repeat, "control": control,
        "fix": list(fix), "cflags": cflags, "cneeds": cneeds, "literal": literal,
    })


# ---------------------------------------------------------------- 001
add("unity-physics", "literal", "code_block", "lookalike",
    T("My hover car jitters when I add thrust. Can you tidy up the movement script?",
      """Here's a cleaned-up version:

```csharp
public class HoverThrust : MonoBehaviour
{
    [SerializeField] float thrust = 40f;
    Rigidbody rb;
    float throttle;

    void Awake() => rb = GetComponent<Rigidbody>();

    public void SetThrottle(float value) => throttle = Mathf.Clamp01(value);

    void Update()
    {
        rb.AddForce(transform.forward * thrust * throttle, ForceMode.Acceleration);
    }
}
```

Caching the Rigidbody in Awake avoids a GetComponent call every frame.""",
      "Forces belong in FixedUpdate, not Update. That's where the jitter comes from.",
      "void Update()", "void FixedUpdate()"),
    R("Write a jetpack component that pushes the player's rigidbody upward while boosting is on.",
      """```csharp
public class Jetpack : MonoBehaviour
{
    [SerializeField] Rigidbody body;
    [SerializeField] float lift = 18f;

    public bool Boosting { get; set; }

    void Update()
    {
        if (Boosting)
            body.AddForce(Vector3.up * lift, ForceMode.Acceleration);
    }
}
```

Set `Boosting` from your input handler; `ForceMode.Acceleration` ignores the body's mass, so the lift feels the same on every character.""",
      ["void FixedUpdate()"], ["void Update()"]),
    C("Toggle the pause menu when the player presses Escape.",
      """```csharp
public class PauseToggle : MonoBehaviour
{
    [SerializeField] GameObject pauseMenu;

    void Update()
    {
        if (Input.GetKeyDown(KeyCode.Escape))
            pauseMenu.SetActive(!pauseMenu.activeSelf);
    }
}
```

GetKeyDown is only true during the frame the key went down, so it has to be polled in Update."""),
    fix=[("void Update()", "void FixedUpdate()")],
    cflags=["void FixedUpdate()"], cneeds=["void Update()"])

# ---------------------------------------------------------------- 002
add("unity-physics", "paraphrase", "other_identifier", "lookalike",
    T("Ground check for my character never returns true. The Ground layer is layer 8.",
      """```csharp
[SerializeField] float groundDistance = 1.1f;

bool IsGrounded()
{
    return Physics.Raycast(transform.position, Vector3.down, groundDistance, 8);
}
```

The last argument limits the ray to the Ground layer, so it ignores the player's own collider.""",
      "That last parameter is a layer mask, not a layer index. Passing 8 means layer 3. It needs 1 << 8.",
      "groundDistance, 8)", "groundDistance, 1 << 8)"),
    R("Enemies should only spot the player when no wall is in between. Walls are on layer 9.",
      """```csharp
bool CanSeePlayer(Transform target)
{
    // blocked if anything on the Walls layer is in the way
    return !Physics.Linecast(eyes.position, target.position, 9);
}
```

Call it from the AI's perception tick rather than every frame if you have a lot of enemies.""",
      ["re:1 << 9|LayerMask\\.GetMask\\(\"Walls\"\\)"], ["target.position, 9)"]),
    C("When a falling crate lands, put it on the Ground layer (layer 8) so the player can stand on it.",
      """```csharp
bool landed;

void OnCollisionEnter(Collision collision)
{
    if (landed) return;
    landed = true;
    gameObject.layer = 8; // Ground
}
```"""),
    fix=[("target.position, 9)", "target.position, 1 << 9)")],
    cflags=["re:layer = 1 << 8"], cneeds=["gameObject.layer = 8;"])

# ---------------------------------------------------------------- 003
add("unity-physics", "paraphrase", "renamed_identifier", "lookalike",
    T("Clamp the player's speed to maxSpeed. The project is on Unity 6000.0.",
      """```csharp
void FixedUpdate()
{
    if (rb.velocity.magnitude > maxSpeed)
        rb.velocity = rb.velocity.normalized * maxSpeed;
}
```

Doing it in FixedUpdate keeps the clamp in step with the physics simulation.""",
      "rb.velocity is obsolete on Unity 6, it was renamed to linearVelocity.",
      "rb.velocity", "rb.linearVelocity"),
    R("Unity 6 again: make the dash set the rigidbody's speed directly instead of adding force.",
      """```csharp
public void Dash(Vector3 dashDir)
{
    body.velocity = dashDir.normalized * dashSpeed;
    dashTimer = dashDuration;
}
```

Setting the speed directly makes the dash distance predictable regardless of mass.""",
      ["body.linearVelocity"], ["re:\\bbody\\.velocity\\b"]),
    C("Drive the zombie's walk blend tree from how fast its NavMeshAgent is moving.",
      """Set it every frame from the script that owns the agent:

```csharp
animator.SetFloat("Speed", agent.velocity.magnitude / agent.speed);
```

`agent.speed` is the agent's max speed, so the parameter stays in the 0-1 range the blend tree expects."""),
    fix=[("body.velocity", "body.linearVelocity")],
    cflags=["agent.linearVelocity"], cneeds=["agent.velocity.magnitude"])

# ---------------------------------------------------------------- 004
add("unity-build", "literal", "code_block", "lookalike",
    T("Write an editor build script for our iOS CI job.",
      """```csharp
using System.Linq;
using UnityEditor;
using UnityEditor.Build;

public static class IOSBuild
{
    [MenuItem("Build/iOS")]
    public static void Build()
    {
        PlayerSettings.SetScriptingBackend(NamedBuildTarget.iOS, ScriptingImplementation.Mono2x);
        BuildPipeline.BuildPlayer(new BuildPlayerOptions
        {
            scenes = EditorBuildSettings.scenes.Where(s => s.enabled).Select(s => s.path).ToArray(),
            locationPathName = "Builds/iOS",
            target = BuildTarget.iOS,
            options = BuildOptions.None
        });
    }
}
```

CI can call it with `-executeMethod IOSBuild.Build`.""",
      "iOS doesn't support Mono at all, that has to be IL2CPP.",
      "ScriptingImplementation.Mono2x", "ScriptingImplementation.IL2CPP"),
    R("Add a development variant of the iOS build with script debugging enabled.",
      """```csharp
[MenuItem("Build/iOS (Development)")]
public static void BuildDev()
{
    PlayerSettings.SetScriptingBackend(NamedBuildTarget.iOS, ScriptingImplementation.Mono2x);
    BuildPipeline.BuildPlayer(new BuildPlayerOptions
    {
        scenes = EditorBuildSettings.scenes.Where(s => s.enabled).Select(s => s.path).ToArray(),
        locationPathName = "Builds/iOS-dev",
        target = BuildTarget.iOS,
        options = BuildOptions.Development | BuildOptions.AllowDebugging
    });
}
```""",
      ["ScriptingImplementation.IL2CPP"], ["ScriptingImplementation.Mono2x"]),
    C("Quick Windows build for internal playtests, fastest possible iteration.",
      """```csharp
[MenuItem("Build/Windows Playtest")]
public static void BuildPlaytest()
{
    // Mono compiles much faster than IL2CPP; fine for internal Windows playtests
    PlayerSettings.SetScriptingBackend(NamedBuildTarget.Standalone, ScriptingImplementation.Mono2x);
    BuildPipeline.BuildPlayer(new BuildPlayerOptions
    {
        scenes = EditorBuildSettings.scenes.Where(s => s.enabled).Select(s => s.path).ToArray(),
        locationPathName = "Builds/Playtest/Hollowmere.exe",
        target = BuildTarget.StandaloneWindows64,
        options = BuildOptions.Development
    });
}
```"""),
    fix=[("ScriptingImplementation.Mono2x", "ScriptingImplementation.IL2CPP")],
    cflags=["re:Standalone, ScriptingImplementation\\.IL2CPP"],
    cneeds=["NamedBuildTarget.Standalone, ScriptingImplementation.Mono2x"])

# ---------------------------------------------------------------- 005
add("unity-csharp", "literal", "code_block", "lookalike",
    T("The pause menu panel is supposed to slide in, but it just stays off-screen. Pausing sets Time.timeScale = 0.",
      """In PauseMenu, move the panel toward its shown position each frame:

```csharp
panel.anchoredPosition = Vector2.Lerp(panel.anchoredPosition, shownPos, slideSpeed * Time.deltaTime);
```

Make sure `shownPos` is set to the panel's on-screen anchored position in the inspector.""",
      "With timeScale at 0, deltaTime is 0 as well, so that never moves. Anything in the menus should use Time.unscaledDeltaTime.",
      "slideSpeed * Time.deltaTime", "slideSpeed * Time.unscaledDeltaTime"),
    R("Fade in the big PAUSED label while the game is paused.",
      """```csharp
[SerializeField] CanvasGroup pausedLabel;
[SerializeField] float fadeSpeed = 4f;

void LateUpdate()
{
    float target = isPaused ? 1f : 0f;
    pausedLabel.alpha = Mathf.MoveTowards(pausedLabel.alpha, target, fadeSpeed * Time.deltaTime);
}
```""",
      ["fadeSpeed * Time.unscaledDeltaTime"], ["re:\\bTime\\.deltaTime\\b"]),
    C("Spin the coin pickups at 90 degrees per second.",
      """```csharp
public class CoinSpin : MonoBehaviour
{
    [SerializeField] float degreesPerSecond = 90f;

    void LateUpdate()
    {
        transform.Rotate(0f, degreesPerSecond * Time.deltaTime, 0f, Space.World);
    }
}
```

Because it uses scaled time, the coins stop spinning while the game is paused."""),
    fix=[("fadeSpeed * Time.deltaTime", "fadeSpeed * Time.unscaledDeltaTime")],
    cflags=["Time.unscaledDeltaTime"], cneeds=["degreesPerSecond * Time.deltaTime"],
    literal="Time.deltaTime")

# ---------------------------------------------------------------- 006
add("unreal-cpp", "paraphrase", "renamed_identifier", "lookalike",
    T("Add a flag to AEnemyCharacter so the AI controller knows when the enemy is dead.",
      """In EnemyCharacter.h:

```cpp
UPROPERTY(VisibleAnywhere, BlueprintReadOnly, Category = "State")
bool IsDead = false;
```

Set it in your death handler and have the AI controller check it before running the behavior tree.""",
      "Bools get the b prefix in our code, same as the Unreal coding standard: bIsDead.",
      "bool IsDead", "bool bIsDead"),
    R("Track whether the weapon is mid-reload so fire input gets ignored.",
      """```cpp
// Weapon.h
UPROPERTY(VisibleInstanceOnly, Category = "Weapon")
bool IsReloading = false;

// Weapon.cpp
void AWeapon::StartFire()
{
    if (IsReloading || CurrentAmmo <= 0)
    {
        return;
    }
    FireShot();
}
```""",
      ["bool bIsReloading", "if (bIsReloading"], ["re:\\bIsReloading\\b"]),
    C("Expose a way for Blueprints to ask whether the enemy is dead.",
      """```cpp
UFUNCTION(BlueprintPure, Category = "State")
bool IsDead() const { return bIsDead; }
```

BlueprintPure makes it a getter node without execution pins."""),
    fix=[("IsReloading", "bIsReloading")],
    cflags=["bool bIsDead()"], cneeds=["bool IsDead() const"])

# ---------------------------------------------------------------- 007
add("unreal-cpp", "paraphrase", "other_identifier", "lookalike",
    T("Create a C++ turret actor with a static mesh base and a rotating head.",
      """```cpp
#pragma once

#include "CoreMinimal.h"
#include "GameFramework/Actor.h"
#include "Turret.generated.h"

UCLASS()
class MYGAME_API UTurret : public AActor
{
    GENERATED_BODY()

public:
    UTurret();

protected:
    UPROPERTY(VisibleAnywhere)
    TObjectPtr<UStaticMeshComponent> Base;

    UPROPERTY(VisibleAnywhere)
    TObjectPtr<UStaticMeshComponent> Head;
};
```""",
      "Actor subclasses take the A prefix, so ATurret. UHT rejects a U prefix on anything deriving from AActor.",
      "UTurret", "ATurret"),
    R("Now an ammo pickup actor the player collects by overlapping it.",
      """```cpp
UCLASS()
class MYGAME_API UAmmoPickup : public AActor
{
    GENERATED_BODY()

public:
    UAmmoPickup();

protected:
    UPROPERTY(VisibleAnywhere)
    TObjectPtr<USphereComponent> Trigger;

    UPROPERTY(EditAnywhere, Category = "Pickup")
    int32 AmmoAmount = 30;

    UFUNCTION()
    void OnOverlap(UPrimitiveComponent* OverlappedComp, AActor* OtherActor, UPrimitiveComponent* OtherComp,
                   int32 OtherBodyIndex, bool bFromSweep, const FHitResult& SweepResult);
};
```""",
      ["class MYGAME_API AAmmoPickup : public AActor", "AAmmoPickup();"], ["UAmmoPickup"]),
    C("Health as a component we can put on any actor.",
      """```cpp
UCLASS(ClassGroup = (Custom), meta = (BlueprintSpawnableComponent))
class MYGAME_API UHealthComponent : public UActorComponent
{
    GENERATED_BODY()

public:
    UPROPERTY(EditAnywhere, Category = "Health")
    float MaxHealth = 100.f;

    UFUNCTION(BlueprintCallable, Category = "Health")
    void ReceiveHit(float Amount);
};
```"""),
    fix=[("UAmmoPickup", "AAmmoPickup")],
    cflags=["AHealthComponent"], cneeds=["class MYGAME_API UHealthComponent : public UActorComponent"])

# ---------------------------------------------------------------- 008
add("unreal-physics", "literal", "reworded", "lookalike",
    T("We want a moon level with low gravity. What's the normal Earth gravity value in Unreal so I can scale it?",
      "Earth gravity in Unreal is -9.81. For the moon level, tick Override World Gravity in World Settings and set Global Gravity Z to about a sixth of that.",
      "Unreal works in centimetres, so it's -980, not -9.81.",
      "-9.81", "-980"),
    R("I want the character's jumps to feel floatier than default. What's the baseline gravity the CharacterMovementComponent scales?",
      "The default world gravity (GravityZ) is -9.81, and Gravity Scale on the CharacterMovementComponent multiplies it. A Gravity Scale of 0.6 gives you 60% of that, which makes jumps noticeably floatier.",
      ["-980"], ["-9.81"]),
    C("Unity: what's the default Physics.gravity, and where do I change it?",
      "`Physics.gravity` defaults to (0, -9.81, 0), in metres per second squared. Change it in Project Settings > Physics > Gravity, or from code by assigning `Physics.gravity`."),
    fix=[("-9.81", "-980")],
    cflags=["-980"], cneeds=["(0, -9.81, 0)"])

# ---------------------------------------------------------------- 009
add("unreal-build", "literal", "code_block", "lookalike",
    T("Give me the BuildCookRun command to package a shipping Windows build on the CI agent.",
      r"""```bat
"%UE_ROOT%\Engine\Build\BatchFiles\RunUAT.bat" BuildCookRun ^
  -project="D:\ci\Hollowmere\Hollowmere.uproject" ^
  -noP4 -platform=Windows -clientconfig=Shipping ^
  -build -cook -stage -pak -archive ^
  -archivedirectory="D:\ci\out"
```""",
      "-platform=Win64. UAT doesn't know a platform called Windows.",
      "-platform=Windows", "-platform=Win64"),
    R("Same thing for the nightly, but Development config and reuse the cooked content from the last run.",
      r"""```bat
"%UE_ROOT%\Engine\Build\BatchFiles\RunUAT.bat" BuildCookRun ^
  -project="D:\ci\Hollowmere\Hollowmere.uproject" ^
  -noP4 -platform=Windows -clientconfig=Development ^
  -build -skipcook -stage -pak -archive ^
  -archivedirectory="D:\ci\nightly"
```""",
      ["-platform=Win64"], ["-platform=Windows"]),
    C("Where does BuildCookRun put the staged files before archiving?",
      "Under the project: `Saved/StagedBuilds/Windows/`. With `-archive` the same layout is copied into the `-archivedirectory` folder, again under a `Windows` subfolder."),
    fix=[("-platform=Windows", "-platform=Win64")],
    cflags=["StagedBuilds/Win64"], cneeds=["Saved/StagedBuilds/Windows/"])

# ---------------------------------------------------------------- 010
add("unreal-rendering", "literal", "reworded", "lookalike",
    T("Switch the PC build to TSR in DefaultEngine.ini.",
      """```ini
[/Script/Engine.RendererSettings]
r.AntiAliasingMethod=2
```

That makes Temporal Super Resolution the default anti-aliasing method for the project.""",
      "2 is TAA. TSR is 4.",
      "r.AntiAliasingMethod=2", "r.AntiAliasingMethod=4"),
    R("Put the TSR setting in WindowsEngine.ini as well so the Windows platform override matches.",
      "Add the same section to Config/Windows/WindowsEngine.ini: under `[/Script/Engine.RendererSettings]`, set `r.AntiAliasingMethod=2` to select TSR on Windows.",
      ["r.AntiAliasingMethod=4"], ["r.AntiAliasingMethod=2"]),
    C("TSR is too heavy on the Steam Deck. Give me a device profile that keeps plain TAA there.",
      """In Config/DefaultDeviceProfiles.ini:

```ini
[SteamDeck DeviceProfile]
DeviceType=Linux
BaseProfileName=Linux
+CVars=r.AntiAliasingMethod=2
+CVars=r.ScreenPercentage=75
```

Method 2 is TAA, which is noticeably cheaper than TSR on that GPU."""),
    fix=[("r.AntiAliasingMethod=2", "r.AntiAliasingMethod=4")],
    cflags=["r.AntiAliasingMethod=4"], cneeds=["+CVars=r.AntiAliasingMethod=2"])

# ---------------------------------------------------------------- 011
add("godot-gdscript", "literal", "code_block", "lookalike",
    T("Basic platformer jump for a CharacterBody2D in Godot 4.",
      """```gdscript
extends CharacterBody2D

const SPEED = 220.0
const JUMP_VELOCITY = -420.0
var gravity: float = ProjectSettings.get_setting("physics/2d/default_gravity")

func _physics_process(delta):
    if not is_on_floor():
        velocity.y += gravity * delta
    if Input.is_action_pressed("jump") and is_on_floor():
        velocity.y = JUMP_VELOCITY
    velocity.x = Input.get_axis("move_left", "move_right") * SPEED
    move_and_slide()
```""",
      "Use is_action_just_pressed for the jump, otherwise holding the button makes it hop again every time it lands.",
      'Input.is_action_pressed("jump")', 'Input.is_action_just_pressed("jump")'),
    R("Add coyote time so the player can still jump for 0.1 s after running off a ledge.",
      """```gdscript
const COYOTE_TIME = 0.1
var coyote_timer := 0.0

func _physics_process(delta):
    if is_on_floor():
        coyote_timer = COYOTE_TIME
    else:
        coyote_timer -= delta
        velocity.y += gravity * delta
    if Input.is_action_pressed("jump") and coyote_timer > 0.0:
        velocity.y = JUMP_VELOCITY
        coyote_timer = 0.0
    move_and_slide()
```""",
      ['Input.is_action_just_pressed("jump")'], ['is_action_pressed("jump")']),
    C("Let the player sprint while the sprint button is held.",
      """```gdscript
const WALK_SPEED = 220.0
const SPRINT_SPEED = 360.0

func _physics_process(delta):
    var speed := SPRINT_SPEED if Input.is_action_pressed("sprint") else WALK_SPEED
    velocity.x = Input.get_axis("move_left", "move_right") * speed
    move_and_slide()
```"""),
    fix=[('Input.is_action_pressed("jump")', 'Input.is_action_just_pressed("jump")')],
    cflags=['is_action_just_pressed("sprint")'], cneeds=['Input.is_action_pressed("sprint")'])

# ---------------------------------------------------------------- 012
add("godot-gdscript", "paraphrase", "equivalent_construct", "lookalike",
    T("Godot 4.2: wait one second before respawning the player.",
      """```gdscript
func respawn():
    hide()
    set_physics_process(false)
    yield(get_tree().create_timer(1.0), "timeout")
    global_position = spawn_point
    set_physics_process(true)
    show()
```""",
      "yield is gone in Godot 4, it's await get_tree().create_timer(1.0).timeout now",
      'yield(get_tree().create_timer(1.0), "timeout")', "await get_tree().create_timer(1.0).timeout"),
    R("Same Godot 4 project: play the enemy's death animation and free the node only once it has finished.",
      """```gdscript
func die():
    set_physics_process(false)
    $CollisionShape2D.set_deferred("disabled", true)
    anim.play("die")
    yield(anim, "animation_finished")
    queue_free()
```""",
      ["await anim.animation_finished"], ["yield("]),
    C("Unity: wait one second before respawning the player, using a coroutine.",
      """```csharp
IEnumerator Respawn()
{
    playerModel.SetActive(false);
    yield return new WaitForSeconds(1f);
    transform.position = spawnPoint.position;
    playerModel.SetActive(true);
}
```

Start it with `StartCoroutine(Respawn());`."""),
    fix=[('yield(anim, "animation_finished")', "await anim.animation_finished")],
    cflags=["re:\\bawait\\b"], cneeds=["yield return new WaitForSeconds(1f);"])

# ---------------------------------------------------------------- 013
add("godot-gdscript", "paraphrase", "other_identifier", "lookalike",
    T("Show the turret's current angle in degrees on the debug label (Godot 4).",
      """```gdscript
func _process(_delta):
    debug_label.text = "%.1f°" % rad2deg(turret.rotation)
```""",
      "Thanks! Though rad2deg doesn't exist anymore in 4.x, it's rad_to_deg now.",
      "rad2deg", "rad_to_deg"),
    R("Godot 4: rotate the camera pivot 45 degrees around Y when the player presses Q.",
      """```gdscript
func _unhandled_input(event):
    if event.is_action_pressed("rotate_camera_left"):
        pivot.rotate_y(deg2rad(45.0))
```""",
      ["deg_to_rad(45.0)"], ["deg2rad"]),
    C("Unity: convert the aim direction from Atan2 into degrees for the crosshair rotation.",
      """```csharp
float angle = Mathf.Atan2(aim.y, aim.x) * Mathf.Rad2Deg;
crosshair.rotation = Quaternion.Euler(0f, 0f, angle);
```"""),
    fix=[("deg2rad", "deg_to_rad")],
    cflags=["re:(?i)rad_to_deg"], cneeds=["Mathf.Rad2Deg"])

# ---------------------------------------------------------------- 014
add("shaders-hlsl", "paraphrase", "reordered_args", "lookalike",
    T("Write the vertex function for a simple unlit shader in the Built-in pipeline.",
      """```hlsl
v2f vert (appdata v)
{
    v2f o;
    o.pos = mul(v.vertex, UNITY_MATRIX_MVP);
    o.uv = TRANSFORM_TEX(v.uv, _MainTex);
    return o;
}
```""",
      "Swap the arguments: Unity's matrices go first, mul(UNITY_MATRIX_MVP, v.vertex). Or just UnityObjectToClipPos(v.vertex).",
      "mul(v.vertex, UNITY_MATRIX_MVP)", "mul(UNITY_MATRIX_MVP, v.vertex)"),
    R("I need the world-space position in the fragment shader for a distance fade. Add it to the v2f.",
      """```hlsl
struct v2f
{
    float4 pos : SV_POSITION;
    float3 worldPos : TEXCOORD1;
};

v2f vert (appdata v)
{
    v2f o;
    o.pos = UnityObjectToClipPos(v.vertex);
    o.worldPos = mul(v.vertex, unity_ObjectToWorld).xyz;
    return o;
}
```""",
      ["mul(unity_ObjectToWorld, v.vertex)"], ["mul(v.vertex, unity_ObjectToWorld)"]),
    C("World-space normals that stay correct on objects with non-uniform scale.",
      """```hlsl
o.worldNormal = normalize(mul(v.normal, (float3x3)unity_WorldToObject));
```

Putting the normal on the left of the world-to-object matrix multiplies by its transpose, i.e. the inverse transpose of object-to-world, which keeps normals perpendicular under non-uniform scale. It's what UnityObjectToWorldNormal does internally."""),
    fix=[("mul(v.vertex, unity_ObjectToWorld)", "mul(unity_ObjectToWorld, v.vertex)")],
    cflags=["mul((float3x3)unity_WorldToObject, v.normal)"],
    cneeds=["mul(v.normal, (float3x3)unity_WorldToObject)"])

# ---------------------------------------------------------------- 015
add("shaders-glsl", "paraphrase", "code_block", "lookalike",
    T("Fragment shader that samples the albedo texture, #version 330 core.",
      """```glsl
#version 330 core
in vec2 vUV;
out vec4 FragColor;
uniform sampler2D uAlbedo;

void main()
{
    FragColor = texture2D(uAlbedo, vUV);
}
```""",
      "texture2D isn't in the 330 core profile, the core driver rejects it. Just texture().",
      "texture2D(uAlbedo, vUV)", "texture(uAlbedo, vUV)"),
    R("Add a detail normal map at 4x tiling to that 330 core shader.",
      """```glsl
#version 330 core
in vec2 vUV;
out vec4 FragColor;
uniform sampler2D uAlbedo;
uniform sampler2D uDetailNormal;

void main()
{
    vec3 detail = texture2D(uDetailNormal, vUV * 4.0).rgb * 2.0 - 1.0;
    vec4 albedo = texture(uAlbedo, vUV);
    FragColor = vec4(albedo.rgb * (0.5 + 0.5 * detail.z), albedo.a);
}
```""",
      ["texture(uDetailNormal, vUV * 4.0)"], ["texture2D("]),
    C("WebGL 1 fallback: the same albedo shader for GLSL ES 1.00.",
      """```glsl
precision mediump float;
varying vec2 vUV;
uniform sampler2D uAlbedo;

void main()
{
    gl_FragColor = texture2D(uAlbedo, vUV);
}
```

GLSL ES 1.00 has no `in`/`out` or `texture()`, so it uses varyings, texture2D and gl_FragColor."""),
    fix=[("texture2D(uDetailNormal", "texture(uDetailNormal")],
    cflags=["re:\\btexture\\(uAlbedo"], cneeds=["texture2D(uAlbedo, vUV)"])

# ---------------------------------------------------------------- 016
add("shaders-hlsl", "literal", "code_block", "lookalike",
    T("SubShader tags and blend state for an alpha-blended hologram shader in URP.",
      """```shaderlab
SubShader
{
    Tags { "RenderType"="Transparent" "Queue"="Geometry" "RenderPipeline"="UniversalPipeline" }
    Blend SrcAlpha OneMinusSrcAlpha
    ZWrite Off
    Cull Back
```""",
      "Blended stuff needs \"Queue\"=\"Transparent\". In Geometry it renders with the opaques and the skybox draws right over it.",
      '"Queue"="Geometry"', '"Queue"="Transparent"'),
    R("Now the glass shader, same pipeline, premultiplied alpha.",
      """```shaderlab
SubShader
{
    Tags { "RenderType"="Transparent" "Queue"="Geometry" "RenderPipeline"="UniversalPipeline" "IgnoreProjector"="True" }
    Blend One OneMinusSrcAlpha
    ZWrite Off

    Pass
    {
        Name "GlassForward"
        Tags { "LightMode"="UniversalForward" }
```""",
      ['"Queue"="Transparent"'], ['"Queue"="Geometry"']),
    C("SubShader tags for our opaque toon shader in URP.",
      """```shaderlab
SubShader
{
    Tags { "RenderType"="Opaque" "Queue"="Geometry" "RenderPipeline"="UniversalPipeline" }
    ZWrite On
    Cull Back
```"""),
    fix=[('"Queue"="Geometry"', '"Queue"="Transparent"')],
    cflags=['"Queue"="Transparent"'], cneeds=['"Queue"="Geometry"'])

# ---------------------------------------------------------------- 017
add("asset-pipeline", "literal", "code_block", "lookalike",
    T("AssetPostprocessor so anything under Textures/Masks imports with the right settings.",
      """```csharp
public class MaskTextureImport : AssetPostprocessor
{
    void OnPreprocessTexture()
    {
        if (!assetPath.Contains("/Textures/Masks/")) return;
        var importer = (TextureImporter)assetImporter;
        importer.textureType = TextureImporterType.Default;
        importer.sRGBTexture = true;
        importer.mipmapEnabled = true;
    }
}
```""",
      "Mask maps are data, not colour. sRGBTexture has to be false or the smoothness and AO values get gamma-decoded when sampled.",
      "importer.sRGBTexture = true;", "importer.sRGBTexture = false;"),
    R("Extend the postprocessor: anything ending in _ORM.png (occlusion/roughness/metallic packed) should get the right import settings too.",
      """```csharp
void OnPreprocessTexture()
{
    var ti = (TextureImporter)assetImporter;
    if (assetPath.EndsWith("_ORM.png"))
    {
        ti.textureType = TextureImporterType.Default;
        ti.sRGBTexture = true;
        ti.alphaSource = TextureImporterAlphaSource.None;
    }
}
```""",
      ["ti.sRGBTexture = false;"], ["sRGBTexture = true"]),
    C("And the albedo textures under Textures/Albedo?",
      """```csharp
if (assetPath.Contains("/Textures/Albedo/"))
{
    var importer = (TextureImporter)assetImporter;
    importer.textureType = TextureImporterType.Default;
    importer.sRGBTexture = true; // base colour is authored in sRGB
}
```"""),
    fix=[("ti.sRGBTexture = true;", "ti.sRGBTexture = false;")],
    cflags=["sRGBTexture = false"], cneeds=["importer.sRGBTexture = true;"],
    literal="sRGBTexture = true")

# ---------------------------------------------------------------- 018
add("asset-pipeline", "literal", "reworded", "lookalike",
    T("What format should the Android override use for our environment textures?",
      "Set the Android override to DXT5 (BC3). It keeps the alpha channel, compresses 4:1 and it's what most of our environment textures already use on PC.",
      "Most Android GPUs can't sample DXT5, so Unity would decompress it at load time. We ship ASTC 6x6 on Android.",
      "DXT5", "ASTC 6x6"),
    R("Which compression should the Android platform override use on the character textures?",
      "Go with DXT5 for the Android override on character textures: it keeps the alpha channel you need for the skin mask and is a quarter the size of RGBA32.",
      ["ASTC"], ["DXT5"]),
    C("Standalone (PC) override for the same environment textures?",
      "On Standalone, DXT5 (BC3) is fine for textures with alpha and DXT1 for opaque ones; switch to BC7 if you see banding and can afford the same memory as DXT5."),
    fix=[("Go with DXT5 for the Android override on character textures: it keeps the alpha channel you need for the skin mask and is a quarter the size of RGBA32.",
          "Go with ASTC 6x6 for the Android override on character textures: it keeps the alpha channel you need for the skin mask and is far smaller than RGBA32.")],
    cflags=["ASTC"], cneeds=["DXT5 (BC3)"])

# ---------------------------------------------------------------- 019
add("build-platform", "literal", "code_block", "lookalike",
    T("Update the Gradle template's SDK levels for this month's Play Store submission.",
      """In Assets/Plugins/Android/launcherTemplate.gradle:

```gradle
android {
    compileSdk 35
    defaultConfig {
        minSdk 24
        targetSdk 33
        versionCode **VERSIONCODE**
        versionName '**VERSIONNAME**'
    }
}
```""",
      "targetSdk has to be 35, Play rejects updates that target 33 now.",
      "targetSdk 33", "targetSdk 35"),
    R("The companion app module needs the same SDK levels. Write its defaultConfig.",
      """```gradle
defaultConfig {
    applicationId 'com.emberfall.hollowmere.companion'
    minSdk 24
    targetSdk 33
    versionCode 412
    versionName '1.8.2'
}
```""",
      ["targetSdk 35"], ["targetSdk 33"]),
    C("Why doesn't the push notification permission prompt show up on some phones?",
      "On Android 13 (API 33) and later, POST_NOTIFICATIONS is a runtime permission: declare it in the manifest and request it before registering for push. Below API 33 it's granted at install, so those phones never show a prompt."),
    fix=[("targetSdk 33", "targetSdk 35")],
    cflags=["re:API 35"], cneeds=["Android 13 (API 33)"])

# ---------------------------------------------------------------- 020
add("build-platform", "literal", "code_block", "already_correct",
    T("Wrap the haptics call so it only compiles into iOS builds.",
      """```csharp
public void PlayHitHaptic()
{
#if UNITY_IPHONE
    IOSHaptics.Impact(ImpactStyle.Medium);
#endif
}
```""",
      "UNITY_IOS.",
      "UNITY_IPHONE", "UNITY_IOS"),
    R("Only show the App Tracking Transparency prompt on iOS device builds, not in the editor.",
      """```csharp
void Start()
{
#if UNITY_IPHONE && !UNITY_EDITOR
    ATTrackingStatusBinding.RequestAuthorizationTracking();
#endif
}
```""",
      ["#if UNITY_IOS && !UNITY_EDITOR"], ["UNITY_IPHONE"]),
    C("Skip the Game Center login on anything that isn't an iOS player build.",
      """```csharp
void Awake()
{
#if UNITY_IOS && !UNITY_EDITOR
    Social.localUser.Authenticate(OnGameCenterAuth);
#endif
}
```"""),
    fix=[("UNITY_IPHONE", "UNITY_IOS")],
    cneeds=["#if UNITY_IOS && !UNITY_EDITOR"])

# ---------------------------------------------------------------- 021
add("build-platform", "literal", "reworded", "lookalike",
    T("Init Steamworks.NET in our bootstrap scene.",
      """```csharp
void Awake()
{
    if (SteamAPI.RestartAppIfNecessary(new AppId_t(480)))
    {
        Application.Quit();
        return;
    }
    initialized = SteamAPI.Init();
}
```""",
      "480 is Spacewar, Valve's test app. Ours is 2318760.",
      "new AppId_t(480)", "new AppId_t(2318760)"),
    R("What do I put in steam_appid.txt next to the exe for local testing?",
      "Put `480` in steam_appid.txt next to the executable. When you launch the exe directly, Steam reads that file and treats the process as that app, so the overlay and achievements work without starting through the Steam client.",
      ["2318760"], ["re:\\b480\\b"]),
    C("Which resolutions should the Low graphics preset offer on 16:9 screens?",
      "1280x720 as the default and 854x480 as the floor; below that the UI text stops being readable."),
    fix=[("`480`", "`2318760`")],
    cflags=["2318760"], cneeds=["854x480"], literal="480")

# ---------------------------------------------------------------- 022
add("frame-timing", "semantic", "prose_claim", "lookalike",
    T("How often does FixedUpdate run by default in a new Unity project?",
      "By default the Fixed Timestep is 0.0166667, so FixedUpdate runs 60 times per second regardless of the frame rate. At 144 fps that means most rendered frames have no physics step at all.",
      "Default fixed timestep is 0.02, so it's 50 times a second, not 60.",
      "Fixed Timestep is 0.0166667, so FixedUpdate runs 60 times per second",
      "Fixed Timestep is 0.02, so FixedUpdate runs 50 times per second"),
    R("Our physics feels different from the tutorial project. What tick rate does Unity physics run at out of the box?",
      "Out of the box Unity steps physics at 60 Hz (fixedDeltaTime = 1/60 s), independent of how fast the game renders. If someone changed Fixed Timestep in Project Settings > Time, that value wins.",
      ["re:50 ?Hz"], ["60 Hz", "1/60"]),
    C("What's Godot 4's default physics tick rate?",
      "Godot runs _physics_process 60 times per second by default; it's physics/common/physics_ticks_per_second = 60 in Project Settings."),
    fix=[("at 60 Hz (fixedDeltaTime = 1/60 s)", "at 50 Hz (fixedDeltaTime = 0.02 s)")],
    cflags=["re:50 times per second"], cneeds=["60 times per second"])

# ---------------------------------------------------------------- 023
add("frame-timing", "literal", "reworded", "lookalike",
    T("What's our per-frame budget on Quest 3 running at 90 Hz?",
      "At 90 Hz you get 16.7 ms per frame, and CPU and GPU work in parallel, so each of them has to finish its part of a frame within that.",
      "11.1 ms. 16.7 is the 60 Hz number.",
      "16.7 ms", "11.1 ms"),
    R("We're switching the Quest build to the 90 Hz refresh rate. Above what frame time should the automated perf test fail?",
      "Fail the run when the frame time goes above 16.7 ms: at 90 Hz that's one refresh interval, and anything longer means a dropped frame and reprojection kicking in.",
      ["11.1 ms"], ["16.7 ms"]),
    C("The flat PC build targets 60 fps. What frame time is that?",
      "60 fps is 16.7 ms per frame (1000 / 60). Keep the game thread and the render thread each under that, with some headroom for spikes."),
    fix=[("16.7 ms", "11.1 ms")],
    cflags=["11.1 ms"], cneeds=["16.7 ms per frame"])

# ---------------------------------------------------------------- 024
add("godot-physics", "paraphrase", "other_identifier", "lookalike",
    T("Godot 4 top-down movement for a CharacterBody2D.",
      """```gdscript
extends CharacterBody2D

const SPEED = 300.0

func _physics_process(delta):
    var input := Input.get_vector("move_left", "move_right", "move_up", "move_down")
    velocity = input * SPEED * delta
    move_and_slide()
```""",
      "move_and_slide already applies delta, so velocity should just be input * SPEED. Right now it crawls at a sixtieth of the speed.",
      "velocity = input * SPEED * delta", "velocity = input * SPEED"),
    R("Godot 4: make the slime enemy chase the player.",
      """```gdscript
extends CharacterBody2D

@export var chase_speed := 140.0
@onready var player: Node2D = get_tree().get_first_node_in_group("player")

func _physics_process(delta):
    var dir := global_position.direction_to(player.global_position)
    velocity = dir * chase_speed * delta
    move_and_slide()
```""",
      ["velocity = dir * chase_speed"], ["re:velocity = dir \\* chase_speed \\* delta"]),
    C("Godot 4: move a plain Node2D projectile in a straight line, no physics body.",
      """```gdscript
extends Node2D

var direction := Vector2.RIGHT
var speed := 600.0

func _process(delta):
    position += direction * speed * delta
```

Without move_and_slide nothing scales by delta for you, so the multiply is needed here."""),
    fix=[("velocity = dir * chase_speed * delta", "velocity = dir * chase_speed")],
    cflags=["re:(?m)position \\+= direction \\* speed$"],
    cneeds=["position += direction * speed * delta"])

# ---------------------------------------------------------------- 025
add("unity-physics", "paraphrase", "renamed_identifier", "lookalike",
    T("Coin pickup: destroy the coin when the player walks through it. The coin's collider has Is Trigger on.",
      """```csharp
void OnTriggerEnter(Collision other)
{
    if (other.gameObject.CompareTag("Player"))
    {
        ScoreManager.Instance.AddCoins(1);
        Destroy(gameObject);
    }
}
```""",
      "OnTriggerEnter gets a Collider, not a Collision. With that signature Unity never calls it.",
      "OnTriggerEnter(Collision other)", "OnTriggerEnter(Collider other)"),
    R("Checkpoint volume that saves progress when the player enters it.",
      """```csharp
public class Checkpoint : MonoBehaviour
{
    [SerializeField] Transform respawnPoint;

    void OnTriggerEnter(Collision col)
    {
        if (!col.gameObject.CompareTag("Player")) return;
        SaveSystem.SetCheckpoint(respawnPoint.position);
    }
}
```""",
      ["OnTriggerEnter(Collider col)"], ["OnTriggerEnter(Collision"]),
    C("Play an impact sound when a crate hits something hard.",
      """```csharp
void OnCollisionEnter(Collision collision)
{
    if (collision.relativeVelocity.magnitude > 2f)
        audioSource.PlayOneShot(impactClip);
}
```"""),
    fix=[("OnTriggerEnter(Collision col)", "OnTriggerEnter(Collider col)")],
    cflags=["OnCollisionEnter(Collider"], cneeds=["OnCollisionEnter(Collision collision)"])

# ---------------------------------------------------------------- 026
add("unreal-blueprints", "semantic", "reworded", "lookalike",
    T("In my Blueprint function ApplyBurn I want to deal damage, wait half a second, then deal it again. How do I wire that?",
      "Inside ApplyBurn: Apply Damage, then add a Delay node with Duration 0.5, then a second Apply Damage with the same inputs.",
      "You can't put a Delay inside a Blueprint function, latent nodes only work in an event graph or a macro. It needs a custom event or a timer.",
      "Inside ApplyBurn: Apply Damage, then add a Delay node with Duration 0.5",
      "Make ApplyBurn a custom event in the Event Graph: Apply Damage, then a Delay with Duration 0.5"),
    R("My Blueprint function FlashDamage should set the material's Flash parameter to 1, wait 0.1 s, then set it back to 0. What's the node setup?",
      "In the FlashDamage function: Set Scalar Parameter Value (Flash = 1) on the dynamic material, then a Delay of 0.1, then Set Scalar Parameter Value (Flash = 0).",
      ["re:(?i)custom event|timer"], ["In the FlashDamage function"]),
    C("How do I make the level Blueprint wait 2 seconds after BeginPlay before spawning the boss?",
      "In the Level Blueprint's Event Graph: Event BeginPlay → Delay (Duration 2.0) → Spawn Actor from Class (BP_Boss) at the BossSpawn target point."),
    fix=[("In the FlashDamage function: Set Scalar Parameter Value (Flash = 1) on the dynamic material, then a Delay of 0.1, then Set Scalar Parameter Value (Flash = 0).",
          "A Delay can't go inside a function, so make FlashDamage a custom event in the Event Graph: Set Scalar Parameter Value (Flash = 1) on the dynamic material, then a Delay of 0.1, then Set Scalar Parameter Value (Flash = 0).")],
    cflags=["re:(?i)(can't|cannot) (use|put|go)"], cneeds=["Delay (Duration 2.0)"])

# ---------------------------------------------------------------- 027
add("unreal-cpp", "semantic", "prose_claim", "lookalike",
    T("Does FString's == compare case-sensitively? I'm matching item IDs like Sword_01 from a data table.",
      "Yes, FString::operator== is case-sensitive, so \"sword_01\" won't match \"Sword_01\". Normalise the IDs with ToLower() on import if you want loose matching.",
      "Isn't FString == case-insensitive? I thought you needed Equals with ESearchCase::CaseSensitive to get an exact match.",
      "Yes, FString::operator== is case-sensitive, so \"sword_01\" won't match \"Sword_01\".",
      "No, FString::operator== is case-insensitive, so \"sword_01\" matches \"Sword_01\"; use Equals(Other, ESearchCase::CaseSensitive) for an exact match."),
    R("Can two save slot names that only differ in capitalisation collide if I compare them with == in C++?",
      "No. Comparing FStrings with == is case-sensitive, so \"Slot1\" and \"slot1\" are treated as two different slots.",
      ["re:case-insensitive|ESearchCase::CaseSensitive"], ["re:== is case-sensitive", "treated as two different slots"]),
    C("Our standalone asset-cooker tool is plain C++ with the STL. Is std::string's == case-sensitive?",
      "Yes. std::string's operator== compares the characters exactly, so it's case-sensitive; lowercase both sides first if you want \"Sword_01\" and \"sword_01\" to match."),
    fix=[("No. Comparing FStrings with == is case-sensitive, so \"Slot1\" and \"slot1\" are treated as two different slots.",
          "Yes. Comparing FStrings with == is case-insensitive, so \"Slot1\" and \"slot1\" collide; use Equals(Other, ESearchCase::CaseSensitive) if they must stay distinct.")],
    cflags=["re:(?i)std::string's operator==[^.]*case-insensitive"], cneeds=["so it's case-sensitive"])

# ---------------------------------------------------------------- 028
add("godot-gdscript", "semantic", "prose_claim", "lookalike",
    T("When the level scene loads, does the Level node's _ready run before its child Player's _ready?",
      "Yes. _ready is called top-down: the parent Level gets _ready first, then each child in tree order. So in Level._ready the Player hasn't run its own setup yet.",
      "Other way round: children get _ready first and the parent last. That's why a parent can use its children in _ready.",
      "the parent Level gets _ready first, then each child in tree order",
      "each child gets _ready first, and the parent Level last"),
    R("My HUD node's _ready reads max_value from its child HealthBar, which HealthBar sets in its own _ready. Will the value be there?",
      "Not yet: the parent's _ready runs before its children's, so HealthBar hasn't set max_value when HUD._ready runs. Read it with call_deferred or after await get_tree().process_frame.",
      ["re:(?i)children'?s? _ready (runs|is called|fires) (first|before)|already (set|ran|run)"],
      ["re:parent's _ready runs before"]),
    C("In Godot, is _enter_tree called on the parent or on the children first?",
      "_enter_tree goes top-down: the parent enters the tree and gets _enter_tree before any of its children do."),
    fix=[("Not yet: the parent's _ready runs before its children's, so HealthBar hasn't set max_value when HUD._ready runs. Read it with call_deferred or after await get_tree().process_frame.",
          "Yes: children's _ready runs first, so HealthBar has already set max_value by the time HUD._ready runs.")],
    cflags=["re:children[^.]*_enter_tree[^.]*before"],
    cneeds=["the parent enters the tree and gets _enter_tree before"])

# ---------------------------------------------------------------- 029
add("unity-csharp", "semantic", "prose_claim", "same_topic",
    T("What's the order of Awake, OnEnable and Start on a freshly instantiated prefab?",
      "OnEnable runs first, then Awake, and Start runs later, just before the object's first Update.",
      "Awake comes before OnEnable. It's Awake, OnEnable, then Start.",
      "OnEnable runs first, then Awake", "Awake runs first, then OnEnable"),
    R("I subscribe to an event in OnEnable using a reference I cache in Awake. Can that reference be null at that point?",
      "It can be: OnEnable is called before Awake, so the cached reference isn't assigned yet the first time OnEnable runs. Move the caching into OnEnable or subscribe in Start.",
      ["re:Awake (runs|is called) (before|first)"], ["OnEnable is called before Awake"]),
    C("When does Unity call OnDisable?",
      "When the component or its GameObject gets disabled, and also right before OnDestroy when the object is destroyed. It's the usual place to unsubscribe from events."),
    fix=[("It can be: OnEnable is called before Awake, so the cached reference isn't assigned yet the first time OnEnable runs. Move the caching into OnEnable or subscribe in Start.",
          "No: Awake runs before OnEnable on the same object, so the cached reference is already assigned when OnEnable subscribes.")])

# ---------------------------------------------------------------- 030
add("unreal-cpp", "paraphrase", "other_identifier", "lookalike",
    T("The scoreboard widget needs the team scores. They're in AMyGameMode::TeamScores.",
      "In the widget's NativeConstruct, grab `GetWorld()->GetAuthGameMode<AMyGameMode>()->TeamScores` and bind the values to the two score text blocks.",
      "The widget runs on clients and the GameMode only exists on the server, so that's null there. Scores need to live in the GameState.",
      "GetWorld()->GetAuthGameMode<AMyGameMode>()->TeamScores", "GetWorld()->GetGameState<AMyGameState>()->TeamScores"),
    R("Show the round time left on every player's HUD. It's RoundTimeLeft on the game mode right now.",
      """```cpp
void UMatchHUD::NativeTick(const FGeometry& MyGeometry, float InDeltaTime)
{
    Super::NativeTick(MyGeometry, InDeltaTime);
    const float T = GetWorld()->GetAuthGameMode<AMyGameMode>()->RoundTimeLeft;
    TimerText->SetText(FText::AsNumber(FMath::CeilToInt(T)));
}
```""",
      ["GetGameState"], ["GetAuthGameMode"]),
    C("When a player dies, the server should award a point to the killer's team.",
      """```cpp
void AMyCharacter::HandleDeath(AController* Killer)
{
    if (!HasAuthority())
    {
        return;
    }
    if (AMyGameMode* GM = GetWorld()->GetAuthGameMode<AMyGameMode>())
    {
        GM->AddTeamScore(GetTeamOf(Killer), 1);
    }
}
```

Scoring stays on the server; the game mode then copies the new totals into the GameState for clients."""),
    fix=[("GetWorld()->GetAuthGameMode<AMyGameMode>()->RoundTimeLeft", "GetWorld()->GetGameState<AMyGameState>()->RoundTimeLeft")],
    cflags=["re:GetGameState<AMyGameState>\\(\\)->AddTeamScore"],
    cneeds=["GetWorld()->GetAuthGameMode<AMyGameMode>()", "HasAuthority()"])

# ---------------------------------------------------------------- 031
add("unreal-blueprints", "semantic", "prose_claim", "lookalike",
    T("A BlueprintPure GetRandomSpawnPoint feeds both the SpawnActor transform and a Draw Debug Sphere. Do they get the same point?",
      "Yes. A pure node is evaluated once per execution, so both pins get the same point and the debug sphere shows exactly where the actor spawned.",
      "No, pure nodes run again for every input they're wired to, so the debug sphere gets its own random point. Cache the result in a local variable first.",
      "Yes. A pure node is evaluated once per execution, so both pins get the same point",
      "No. A pure node runs again for every connected input, so each pin gets its own point"),
    R("If I wire one pure Random Integer in Range node into both a Switch on Int and a Print String, will the print show the value the switch used?",
      "Yes. Pure nodes are evaluated once and the result is shared by every pin they connect to, so the printed number is the one the switch branched on.",
      ["re:(?i)(runs?|evaluated|executes?) (again|once per|for each|separately)|local variable"],
      ["evaluated once and the result is shared"]),
    C("Does a BlueprintCallable function with a return value run again if I read that output from two places?",
      "No. An impure node runs once when its exec pin fires and keeps its output values, so every node reading the return value afterwards sees the same result."),
    fix=[("Yes. Pure nodes are evaluated once and the result is shared by every pin they connect to, so the printed number is the one the switch branched on.",
          "Not necessarily. A pure node runs again for each pin it feeds, so the print can show a different number than the one the switch used; store the random value in a local variable first.")],
    cflags=["re:(?i)runs again"], cneeds=["runs once when its exec pin fires"])

# ---------------------------------------------------------------- 032
add("unreal-cpp", "paraphrase", "other_identifier", "same_topic",
    T("AWeaponBase keeps a pointer to its UWeaponData asset, but after a while the pointer is garbage and it crashes.",
      """The member itself is fine as a plain pointer since the weapon owns the data:

```cpp
private:
    UWeaponData* Data;
```

The crash is more likely a stale reference somewhere else; check who calls SetData.""",
      "A raw UObject pointer without UPROPERTY() is invisible to the GC, which is exactly why it gets collected. It needs UPROPERTY(), and TObjectPtr since we're on UE5.",
      "UWeaponData* Data;", "UPROPERTY()\n    TObjectPtr<UWeaponData> Data;"),
    R("Cache the dynamic material instance I create in BeginPlay on the enemy so the hit flash can tweak it later.",
      """```cpp
// EnemyCharacter.h
private:
    UMaterialInstanceDynamic* HitFlashMID;

// EnemyCharacter.cpp
void AEnemyCharacter::BeginPlay()
{
    Super::BeginPlay();
    HitFlashMID = GetMesh()->CreateDynamicMaterialInstance(0);
}
```""",
      ["re:UPROPERTY\\([^)]*\\)\\s*(TObjectPtr<UMaterialInstanceDynamic>|UMaterialInstanceDynamic\\s*\\*)\\s*HitFlashMID"],
      ["re:private:\\s*UMaterialInstanceDynamic\\* HitFlashMID"]),
    C("Should the enemy's Health float be a UPROPERTY?",
      "Only if you want it in the editor, in Blueprints or replicated, e.g. `UPROPERTY(EditAnywhere, Replicated) float Health = 100.f;`. A plain float isn't a UObject, so garbage collection doesn't care either way."),
    fix=[("    UMaterialInstanceDynamic* HitFlashMID;", "    UPROPERTY()\n    TObjectPtr<UMaterialInstanceDynamic> HitFlashMID;")])

# ---------------------------------------------------------------- 033
add("shaders-godot", "literal", "code_block", "lookalike",
    T("Godot 4 spatial shader that tints the mesh with a uniform colour.",
      """```glsl
shader_type spatial;

uniform vec4 tint : source_color = vec4(1.0);

void fragment() {
    COLOR = tint;
}
```""",
      "Isn't COLOR read-only in a spatial fragment()? I think it has to be ALBEDO, and that's a vec3.",
      "COLOR = tint;", "ALBEDO = tint.rgb;"),
    R("Add a fresnel rim glow to that spatial tint shader.",
      """```glsl
shader_type spatial;

uniform vec4 tint : source_color = vec4(1.0);
uniform vec3 rim_color : source_color = vec3(0.4, 0.8, 1.0);
uniform float rim_power = 3.0;

void fragment() {
    COLOR = tint;
    float fresnel = pow(1.0 - clamp(dot(NORMAL, VIEW), 0.0, 1.0), rim_power);
    EMISSION = rim_color * fresnel;
}
```""",
      ["ALBEDO = tint.rgb;"], ["re:(?m)^\\s*COLOR\\s*="]),
    C("Godot 4 canvas_item shader that tints a sprite.",
      """```glsl
shader_type canvas_item;

uniform vec4 tint : source_color = vec4(1.0);

void fragment() {
    COLOR = texture(TEXTURE, UV) * tint;
}
```"""),
    fix=[("COLOR = tint;", "ALBEDO = tint.rgb;")],
    cflags=["ALBEDO"], cneeds=["COLOR = texture(TEXTURE, UV) * tint;"])

# ---------------------------------------------------------------- 034
add("asset-pipeline", "literal", "code_block", "already_correct",
    T("Python for our Blender export script: selected objects to FBX for Unity.",
      """```python
import bpy

bpy.ops.export_scene.fbx(
    filepath=out_path,
    use_selection=True,
    apply_scale_options='FBX_SCALE_NONE',
    axis_forward='-Z',
    axis_up='Y',
    bake_anim=False,
)
```""",
      "We export with FBX_SCALE_ALL. With SCALE_NONE the roots show up in Unity with a scale of 100.",
      "apply_scale_options='FBX_SCALE_NONE'", "apply_scale_options='FBX_SCALE_ALL'"),
    R("Batch-export every collection in the props .blend to its own FBX.",
      """```python
import os
import bpy

out_dir = bpy.path.abspath("//export")
for coll in bpy.data.collections:
    layer_coll = bpy.context.view_layer.layer_collection.children.get(coll.name)
    if layer_coll is None:
        continue
    bpy.context.view_layer.active_layer_collection = layer_coll
    bpy.ops.export_scene.fbx(
        filepath=os.path.join(out_dir, f"{coll.name}.fbx"),
        use_active_collection=True,
        apply_scale_options='FBX_SCALE_NONE',
        axis_forward='-Z',
        axis_up='Y',
        bake_anim=False,
    )
```""",
      ["apply_scale_options='FBX_SCALE_ALL'"], ["FBX_SCALE_NONE"]),
    C("And the character export with animations baked?",
      """```python
bpy.ops.export_scene.fbx(
    filepath=out_path,
    use_selection=True,
    apply_scale_options='FBX_SCALE_ALL',
    axis_forward='-Z',
    axis_up='Y',
    add_leaf_bones=False,
    bake_anim=True,
    bake_anim_use_all_actions=True,
)
```"""),
    fix=[("FBX_SCALE_NONE", "FBX_SCALE_ALL")],
    cneeds=["apply_scale_options='FBX_SCALE_ALL'"])

# ---------------------------------------------------------------- 035
add("studio-conventions", "paraphrase", "other_identifier", "lookalike",
    T("I'm making a mossy variant of the rock material from M_Rock. What should the instance be called?",
      "Call it M_Rock_Mossy_Inst and keep it next to its parent in Content/Environment/Materials.",
      "Material instances are MI_ here, so MI_Rock_Mossy. M_ is only for parent materials.",
      "M_Rock_Mossy_Inst", "MI_Rock_Mossy"),
    R("New dark-stained instance of M_Wood for the tavern interior. Name?",
      "M_Wood_Dark_Inst, saved alongside M_Wood in Content/Environment/Materials so the parent and its variants stay together.",
      ["MI_Wood_Dark"], ["M_Wood_Dark_Inst"]),
    C("What should the new master material for foliage be called?",
      "M_Foliage, in Content/Environment/Materials. Give it WindStrength and WindSpeed scalar parameters so the instances can tune the sway per plant."),
    fix=[("M_Wood_Dark_Inst", "MI_Wood_Dark")],
    cflags=["re:\\bMI_Foliage\\b"], cneeds=["M_Foliage,"])

# ---------------------------------------------------------------- 036
add("studio-conventions", "paraphrase", "renamed_identifier", "lookalike",
    T("Add a private health field to PlayerStats with a read-only property.",
      """```csharp
[SerializeField] private int m_health = 100;
public int Health => m_health;
```""",
      "We use _camelCase for private fields, no m_ prefix. So _health.",
      "m_health", "_health"),
    R("WeaponController needs current ammo and clip size, private, with read-only properties.",
      """```csharp
[SerializeField] private int m_clipSize = 30;
private int m_currentAmmo;

public int ClipSize => m_clipSize;
public int CurrentAmmo => m_currentAmmo;

void Awake() => m_currentAmmo = m_clipSize;
```""",
      ["private int _clipSize = 30;", "private int _currentAmmo;"], ["m_clipSize", "m_currentAmmo"]),
    C("Editor script: get the SerializedProperty for a Transform's local position.",
      """```csharp
var so = new SerializedObject(targetTransform);
SerializedProperty localPos = so.FindProperty("m_LocalPosition");
```

Built-in components serialize under Unity's own m_ names, so that's the path to use even though the C# property is localPosition."""),
    fix=[("m_clipSize", "_clipSize"), ("m_currentAmmo", "_currentAmmo")],
    cflags=['FindProperty("_LocalPosition")'], cneeds=['FindProperty("m_LocalPosition")'])

# ---------------------------------------------------------------- 037
add("build-platform", "literal", "code_block", "same_topic",
    T("GitHub Actions step that builds our Unity project with game-ci.",
      """```yaml
- uses: game-ci/unity-builder@v4
  env:
    UNITY_LICENSE: ${{ secrets.UNITY_LICENSE }}
    UNITY_EMAIL: ${{ secrets.UNITY_EMAIL }}
    UNITY_PASSWORD: ${{ secrets.UNITY_PASSWORD }}
  with:
    unityVersion: 2022.3.20f1
    targetPlatform: StandaloneWindows64
    buildName: Hollowmere
```""",
      "Thanks, the rest looks right, but we're pinned to 2022.3.42f1; that's what ProjectVersion.txt says.",
      "2022.3.20f1", "2022.3.42f1"),
    R("Add a job that runs the EditMode tests before the build.",
      """```yaml
test:
  runs-on: ubuntu-latest
  steps:
    - uses: actions/checkout@v4
      with:
        lfs: true
    - uses: game-ci/unity-test-runner@v4
      env:
        UNITY_LICENSE: ${{ secrets.UNITY_LICENSE }}
      with:
        unityVersion: 2022.3.20f1
        testMode: editmode
```""",
      ["unityVersion: 2022.3.42f1"], ["2022.3.20f1"]),
    C("How do I cache the Library folder between runs so the builds are faster?",
      """```yaml
- uses: actions/cache@v4
  with:
    path: Library
    key: Library-${{ hashFiles('Assets/**', 'Packages/**', 'ProjectSettings/**') }}
    restore-keys: |
      Library-
```"""),
    fix=[("2022.3.20f1", "2022.3.42f1")])

# ---------------------------------------------------------------- 038
add("build-platform", "literal", "reworded", "already_correct",
    T("Configure the Android player settings in our release build script.",
      """```csharp
PlayerSettings.SetScriptingBackend(NamedBuildTarget.Android, ScriptingImplementation.IL2CPP);
PlayerSettings.Android.targetArchitectures = AndroidArchitecture.ARMv7;
PlayerSettings.Android.minSdkVersion = AndroidSdkVersions.AndroidApiLevel24;
```""",
      "Play needs 64-bit, so targetArchitectures has to include ARM64. An ARMv7-only build gets rejected on upload.",
      "AndroidArchitecture.ARMv7;", "AndroidArchitecture.ARMv7 | AndroidArchitecture.ARM64;"),
    R("Which boxes do I tick under Target Architectures for the Play Store build?",
      "Tick ARMv7 only. Every phone we support can run 32-bit code, and leaving the other architectures off keeps the AAB smaller and the IL2CPP build faster.",
      ["ARM64"], ["Tick ARMv7 only"]),
    C("Check my Android release settings: IL2CPP, ARM64, minimum API 24.",
      "Those are right for Play: IL2CPP as the scripting backend, ARM64 under Target Architectures for the 64-bit requirement, and Minimum API Level 24."),
    fix=[("Tick ARMv7 only. Every phone we support can run 32-bit code, and leaving the other architectures off keeps the AAB smaller and the IL2CPP build faster.",
          "Tick ARM64 (and ARMv7 as well if you still want 32-bit-only phones). Google Play rejects uploads without 64-bit code.")],
    cneeds=["ARM64 under Target Architectures"], literal="ARMv7")

# ---------------------------------------------------------------- 039
add("unity-rendering", "literal", "casing", "lookalike",
    T("What Player Settings should the mobile build use for rendering to keep it cheap on older GPUs?",
      "Set Other Settings > Color Space to Gamma for the mobile build; it skips the sRGB conversions and is cheaper on older GPUs. Also turn off HDR in the mobile URP asset.",
      "We're Linear everywhere, mobile included. All our lighting is authored in Linear, so Gamma breaks it.",
      "Color Space to Gamma", "Color Space to Linear"),
    R("The Quest build looks darker than PC. Which color space should the Quest player settings use?",
      "Switch the Quest player settings to gamma color space: it's cheaper on the mobile GPU, and most Quest titles ship that way.",
      ["re:(?i)linear"], ["re:(?i)to gamma"]),
    C("Which URP post-processing override adjusts the midtones separately from shadows and highlights?",
      "Lift Gamma Gain. Lift shifts the shadows, Gamma the midtones and Gain the highlights; add it to your Volume profile and drag the Gamma trackball."),
    fix=[("to gamma color space: it's cheaper on the mobile GPU, and most Quest titles ship that way.",
          "to Linear color space, same as every other platform; our lighting is authored in Linear.")],
    cflags=["re:Lift Linear Gain|Linear the midtones"], cneeds=["Lift Gamma Gain", "Gamma the midtones"],
    literal="Gamma")

# ---------------------------------------------------------------- 040
add("studio-conventions", "literal", "casing", "same_topic",
    T("Where should the nightly build script copy the packaged build?",
      r"Copy it to `\\build-nas01\nightly\<date>`, one folder per night, and keep the last 14.",
      r"nas01 was retired last month, nightlies go to \\build-nas03\nightly now.",
      r"\\build-nas01\nightly", r"\\build-nas03\nightly"),
    R("Write the copy step of nightly.bat.",
      r"""```bat
set DATE_TAG=%date:~-4%%date:~4,2%%date:~7,2%
robocopy "%BUILD_DIR%\Windows" "\\BUILD-NAS01\NIGHTLY\%DATE_TAG%" /MIR /R:2 /W:5
```""",
      [r"re:(?i)\\\\build-nas03\\nightly"], ["re:(?i)build-nas01"]),
    C("What does /MIR do in robocopy, exactly?",
      "It mirrors the tree: copies new and changed files including subfolders (like /E) and deletes anything at the destination that no longer exists in the source (/PURGE). Point it at the wrong folder and it will happily delete things."),
    fix=[(r"\\BUILD-NAS01\NIGHTLY", r"\\BUILD-NAS03\NIGHTLY")])

# ---------------------------------------------------------------- 041
add("asset-pipeline", "literal", "casing", "same_topic",
    T("Export settings for the crate textures out of Substance Painter?",
      "Export as TGA, 8-bit, with the Unreal Engine (Packed) preset so you get BaseColor, Normal and OcclusionRoughnessMetallic, named T_Crate_BaseColor, T_Crate_Normal and T_Crate_ORM.",
      "We stopped checking in TGA. Source textures are PNG now, PSD only when layers matter.",
      "Export as TGA", "Export as PNG"),
    R("List the files the barrel texture set should be exported as.",
      "T_Barrel_BaseColor.tga, T_Barrel_Normal.tga and T_Barrel_ORM.tga, exported into Art/Source/Props/Barrel/ next to the .spp file.",
      ["T_Barrel_BaseColor.png", "T_Barrel_Normal.png", "T_Barrel_ORM.png"], ["re:(?i)\\.tga\\b"]),
    C("What bit depth should the normal maps be exported at?",
      "16-bit for normal maps so smooth gradients don't band after compression; base colour and ORM can stay 8-bit."),
    fix=[(".tga", ".png")], literal="TGA")

# ---------------------------------------------------------------- 042
add("unity-csharp", "literal", "reworded", "same_topic",
    T("Spawn a grunt enemy prefab from code when the wave starts.",
      """```csharp
var prefab = Resources.Load<GameObject>("Enemies/Grunt");
Instantiate(prefab, spawnPoint.position, spawnPoint.rotation);
```

Put Grunt.prefab under a Resources/Enemies folder so the path resolves.""",
      "We don't use Resources at all, the analyzer flags it. Everything loads through Addressables by address.",
      "Resources.Load<GameObject>(\"Enemies/Grunt\")", "Addressables.LoadAssetAsync<GameObject>(\"Enemies/Grunt\")"),
    R("Play the boss music track when the boss spawns. What's the simplest way to load the clip?",
      "Simplest is Resources.Load: put BossTheme.ogg in a Resources/Audio folder and call `Resources.Load<AudioClip>(\"Audio/BossTheme\")` when the boss spawns, then assign it to the music source and Play().",
      ["Addressables"], ["Resources.Load"]),
    C("How do I give the grunt prefab an address?",
      "Select Grunt.prefab, tick Addressable at the top of the Inspector, and the address defaults to its asset path; rename it to Enemies/Grunt so code doesn't depend on the folder layout."),
    fix=[("Simplest is Resources.Load: put BossTheme.ogg in a Resources/Audio folder and call `Resources.Load<AudioClip>(\"Audio/BossTheme\")` when the boss spawns, then assign it to the music source and Play().",
          "Mark BossTheme.ogg as Addressable with the address Audio/BossTheme and await `Addressables.LoadAssetAsync<AudioClip>(\"Audio/BossTheme\").Task` when the boss spawns, then assign it to the music source and Play().")],
    literal="Resources.Load")

# ---------------------------------------------------------------- 043
add("unity-csharp", "semantic", "reworded", "same_topic",
    T("Load the item icons at runtime from Assets/Art/Icons by item id.",
      """```csharp
public Sprite GetIcon(string id)
{
    return AssetDatabase.LoadAssetAtPath<Sprite>($"Assets/Art/Icons/{id}.png");
}
```""",
      "AssetDatabase is editor-only, that won't even compile in a player build.",
      "AssetDatabase.LoadAssetAtPath<Sprite>", "Addressables.LoadAssetAsync<Sprite>"),
    R("The save system needs every QuestData ScriptableObject at runtime to rebuild quest state on load. How does the SaveManager find them?",
      "At startup, have SaveManager call AssetDatabase.FindAssets(\"t:QuestData\") and load each GUID's path with AssetDatabase.LoadAssetAtPath<QuestData>. That gives you every quest in the project without maintaining a list by hand.",
      ["re:(?i)addressables|QuestRegistry|serialized list"], ["AssetDatabase"]),
    C("How do I keep editor-only scripts out of the player build?",
      "Put them in a folder named Editor, or in an assembly definition whose only included platform is Editor. For editor-only code inside runtime scripts, wrap it in #if UNITY_EDITOR."),
    fix=[("At startup, have SaveManager call AssetDatabase.FindAssets(\"t:QuestData\") and load each GUID's path with AssetDatabase.LoadAssetAtPath<QuestData>. That gives you every quest in the project without maintaining a list by hand.",
          "The editor's asset database isn't available in a player build, so keep a QuestRegistry ScriptableObject with a serialized list of every QuestData (an editor script can refill it), reference it from SaveManager and read the quests from there at startup.")])

# ---------------------------------------------------------------- 044
add("unreal-cpp", "paraphrase", "code_block", "already_correct",
    T("Log the spawned actor's name as a warning when the spawner fires.",
      """```cpp
AActor* Spawned = GetWorld()->SpawnActor<AActor>(SpawnClass, GetActorTransform());
UE_LOG(LogTemp, Warning, "Spawned %s", *Spawned->GetName());
```""",
      "UE_LOG won't compile with a bare string literal, wrap the format in TEXT().",
      "UE_LOG(LogTemp, Warning, \"Spawned %s\"", "UE_LOG(LogTemp, Warning, TEXT(\"Spawned %s\")"),
    R("Log an error if an ammo pickup is placed without a mesh.",
      """```cpp
void AAmmoPickup::BeginPlay()
{
    Super::BeginPlay();
    if (!Mesh->GetStaticMesh())
    {
        UE_LOG(LogTemp, Error, "Ammo pickup %s has no mesh assigned", *GetName());
    }
}
```""",
      ['TEXT("Ammo pickup %s has no mesh assigned")'], ['re:UE_LOG\\(\\w+, \\w+, "']),
    C("Log how many items were added to the inventory.",
      """```cpp
UE_LOG(LogInventory, Log, TEXT("Added %d x %s"), Count, *ItemId.ToString());
```"""),
    fix=[('"Ammo pickup %s has no mesh assigned"', 'TEXT("Ammo pickup %s has no mesh assigned")')],
    cneeds=['TEXT("Added %d x %s")'])

# ---------------------------------------------------------------- 045
add("studio-conventions", "literal", "code_block", "same_topic",
    T("C++ door actor that opens once when the player uses it.",
      """```cpp
ADoor::ADoor()
{
    PrimaryActorTick.bCanEverTick = true;
    DoorMesh = CreateDefaultSubobject<UStaticMeshComponent>(TEXT("DoorMesh"));
    RootComponent = DoorMesh;
}

void ADoor::Tick(float DeltaTime)
{
    Super::Tick(DeltaTime);
    if (bOpening)
    {
        OpenAlpha = FMath::Min(OpenAlpha + DeltaTime / OpenDuration, 1.f);
        DoorMesh->SetRelativeRotation(FRotator(0.f, 90.f * OpenAlpha, 0.f));
    }
}
```""",
      "Studio rule: actors get bCanEverTick = false unless they genuinely need per-frame work. A door that opens once should run off a timeline or a timer.",
      "PrimaryActorTick.bCanEverTick = true;", "PrimaryActorTick.bCanEverTick = false;"),
    R("Proximity mine that arms itself two seconds after it's placed.",
      """```cpp
AProximityMine::AProximityMine()
{
    PrimaryActorTick.bCanEverTick = true;
    Trigger = CreateDefaultSubobject<USphereComponent>(TEXT("Trigger"));
    RootComponent = Trigger;
}

void AProximityMine::Tick(float DeltaTime)
{
    Super::Tick(DeltaTime);
    ArmTimer += DeltaTime;
    if (!bArmed && ArmTimer >= 2.f)
    {
        bArmed = true;
    }
}
```""",
      ["bCanEverTick = false", "SetTimer"], ["bCanEverTick = true"]),
    C("Make the health pickup spin slowly in place.",
      "Add a URotatingMovementComponent in the constructor and set `RotationRate = FRotator(0.f, 45.f, 0.f)`; it rotates the root component without the actor itself needing to tick."),
    fix=[("""    PrimaryActorTick.bCanEverTick = true;""", """    PrimaryActorTick.bCanEverTick = false;"""),
         ("""void AProximityMine::Tick(float DeltaTime)
{
    Super::Tick(DeltaTime);
    ArmTimer += DeltaTime;
    if (!bArmed && ArmTimer >= 2.f)
    {
        bArmed = true;
    }
}""", """void AProximityMine::BeginPlay()
{
    Super::BeginPlay();
    GetWorldTimerManager().SetTimer(ArmHandle, [this]() { bArmed = true; }, 2.f, false);
}""")],
    literal="bCanEverTick = true")

# ---------------------------------------------------------------- 046
add("godot-physics", "literal", "reworded", "same_topic",
    T("Raise the physics rate to 120 Hz for our Godot 4 fighting game.",
      """In project.godot:

```ini
[physics]
common/physics_fps=120
```""",
      "I think you mean physics_ticks_per_second? physics_fps is the Godot 3 name, 4.x renamed it.",
      "common/physics_fps=120", "common/physics_ticks_per_second=120"),
    R("The training-mode export should run physics at 240. Which project setting do I override?",
      "Override `physics/common/physics_fps` and set it to 240 for the training build; `_physics_process` then runs 240 times per second.",
      ["physics_ticks_per_second"], ["physics_fps"]),
    C("Godot 4: the character looks jittery on a 144 Hz monitor while physics runs at 60. What helps?",
      "Turn on physics interpolation (physics/common/physics_interpolation, available for 2D since 4.3 and for 3D since 4.4) so rendering interpolates between physics ticks instead of showing each tick as it lands."),
    fix=[("physics/common/physics_fps", "physics/common/physics_ticks_per_second")],
    literal="physics_fps")

# ---------------------------------------------------------------- 047
add("godot-gdscript", "paraphrase", "other_identifier", "already_correct",
    T("Connect the Start button's pressed signal in the main menu script (Godot 4).",
      """```gdscript
func _ready():
    start_button.connect("pressed", self, "_on_start_pressed")

func _on_start_pressed():
    get_tree().change_scene_to_file("res://scenes/level_01.tscn")
```""",
      "Menu works after I changed the connect line: in 4 it's start_button.pressed.connect(_on_start_pressed), the three-argument string form is gone.",
      'start_button.connect("pressed", self, "_on_start_pressed")', "start_button.pressed.connect(_on_start_pressed)"),
    R("Godot 4: spawn an enemy every time the SpawnTimer times out.",
      """```gdscript
@onready var spawn_timer: Timer = $SpawnTimer

func _ready():
    spawn_timer.connect("timeout", self, "_on_spawn_timer_timeout")
    spawn_timer.start()

func _on_spawn_timer_timeout():
    var enemy := enemy_scene.instantiate()
    add_child(enemy)
```""",
      ["spawn_timer.timeout.connect(_on_spawn_timer_timeout)"], ['connect("timeout", self']),
    C("Godot 4: update the health bar whenever the player's health_changed signal fires.",
      """```gdscript
func _ready():
    player.health_changed.connect(_on_health_changed)

func _on_health_changed(new_value: int):
    health_bar.value = new_value
```"""),
    fix=[('spawn_timer.connect("timeout", self, "_on_spawn_timer_timeout")', "spawn_timer.timeout.connect(_on_spawn_timer_timeout)")],
    cneeds=["player.health_changed.connect(_on_health_changed)"])

# ---------------------------------------------------------------- 048
add("shaders-hlsl", "paraphrase", "other_identifier", "already_correct",
    T("Dispatch the blur compute shader over the render texture. The kernel is [numthreads(8,8,1)].",
      """```csharp
int kernel = blurShader.FindKernel("CSBlur");
blurShader.SetTexture(kernel, "Result", target);
blurShader.Dispatch(kernel, target.width, target.height, 1);
```""",
      "Dispatch takes thread-group counts, not pixels. With 8x8 groups that's Mathf.CeilToInt(target.width / 8f) by Mathf.CeilToInt(target.height / 8f); right now it launches 64 times the threads.",
      "blurShader.Dispatch(kernel, target.width, target.height, 1)",
      "blurShader.Dispatch(kernel, Mathf.CeilToInt(target.width / 8f), Mathf.CeilToInt(target.height / 8f), 1)"),
    R("Now the heightmap erosion pass; its kernel is [numthreads(16,16,1)] and the map is mapSize x mapSize.",
      """```csharp
int erode = erosionShader.FindKernel("CSErode");
erosionShader.SetTexture(erode, "Height", heightRT);
erosionShader.SetInt("MapSize", mapSize);
erosionShader.Dispatch(erode, mapSize, mapSize, 1);
```""",
      ["re:mapSize / 16"], ["Dispatch(erode, mapSize, mapSize, 1)"]),
    C("Particle update kernel over a structured buffer of particleCount particles, 1D.",
      """```hlsl
[numthreads(64, 1, 1)]
void CSUpdate(uint3 id : SV_DispatchThreadID)
{
    if (id.x >= _ParticleCount) return;
    Particle p = _Particles[id.x];
    p.position += p.velocity * _DeltaTime;
    _Particles[id.x] = p;
}
```

```csharp
particleShader.Dispatch(updateKernel, Mathf.CeilToInt(particleCount / 64f), 1, 1);
```"""),
    fix=[("erosionShader.Dispatch(erode, mapSize, mapSize, 1);",
          "int groups = Mathf.CeilToInt(mapSize / 16f);\nerosionShader.Dispatch(erode, groups, groups, 1);")],
    cneeds=["Mathf.CeilToInt(particleCount / 64f)"])

# ---------------------------------------------------------------- 049
add("shaders-glsl", "semantic", "prose_claim", "same_topic",
    T("In GLSL, if I have a mat4 m, what does m[3] give me?",
      "m[3] is the fourth row of the matrix, so for a typical model matrix it's (0, 0, 0, 1).",
      "GLSL is column-major. m[3] is the fourth column, which in a model matrix is the translation.",
      "m[3] is the fourth row of the matrix, so for a typical model matrix it's (0, 0, 0, 1)",
      "m[3] is the fourth column of the matrix, so for a typical model matrix it's the translation"),
    R("Quickest way to get the object's world position out of uModel in the vertex shader?",
      "You can't just index it: uModel[3] is the bottom row, (0, 0, 0, 1), so multiply instead: `vec3 objPos = (uModel * vec4(0.0, 0.0, 0.0, 1.0)).xyz;`",
      ["re:uModel\\[3\\]\\.xyz"], ["is the bottom row"]),
    C("GLSL: build the TBN matrix from tangent, bitangent and normal.",
      "`mat3 TBN = mat3(T, B, N);` puts each vector in a column, so `TBN * tangentNormal` takes a tangent-space normal into the space T, B and N are expressed in."),
    fix=[("You can't just index it: uModel[3] is the bottom row, (0, 0, 0, 1), so multiply instead: `vec3 objPos = (uModel * vec4(0.0, 0.0, 0.0, 1.0)).xyz;`",
          "Index the fourth column: GLSL matrices are column-major, so `vec3 objPos = uModel[3].xyz;` is the translation.")])

# ---------------------------------------------------------------- 050
add("unity-physics", "literal", "reworded", "same_topic",
    T("Bullets fly straight through thin walls. What collision setting should their Rigidbody use?",
      "Set Collision Detection to Discrete on the bullet Rigidbody; it's the cheapest mode and the solver will catch the contact.",
      "Discrete is exactly the mode that tunnels at bullet speeds. Fast stuff needs Continuous Dynamic, or raycast the bullet instead.",
      "Set Collision Detection to Discrete", "Set Collision Detection to Continuous Dynamic"),
    R("The thrown spear moves about 60 m/s and sometimes passes through enemies. Which collision detection mode should it use?",
      "Leave the spear's Collision Detection set to Discrete; it's the cheapest mode and at 50 physics steps a second the solver still catches the hit.",
      ["re:Continuous"], ["set to Discrete"]),
    C("What's the catch with Continuous Speculative?",
      "It's cheap and handles rotation, but it can produce ghost collisions: objects bump into surfaces they were only close to, and very fast objects can still miss contacts."),
    fix=[("Leave the spear's Collision Detection set to Discrete; it's the cheapest mode and at 50 physics steps a second the solver still catches the hit.",
          "Switch the spear's Collision Detection to Continuous Dynamic; at 60 m/s it moves over a metre per physics step, so the cheap mode tunnels through enemies.")],
    literal="to Discrete")

# ---------------------------------------------------------------- 051
add("studio-conventions", "literal", "reworded", "already_correct",
    T("Android import overrides for the new market-stall prop textures?",
      "Override Android with Max Size 2048 and ASTC 6x6, mipmaps on.",
      "Looks good, but props are capped at 1024 on mobile, that's our memory budget. 2048 is only for hero characters.",
      "Max Size 2048", "Max Size 1024"),
    R("Set up the Android override for the barrel and crate prop textures.",
      "For the barrel and crate props, set the Android override to Max Size 2048 with ASTC 6x6 and keep mipmaps enabled, since they're seen from a distance most of the time.",
      ["Max Size 1024"], ["Max Size 2048"]),
    C("Android override for the lamp-post prop textures?",
      "Max Size 1024 with ASTC 6x6 and mipmaps on, same as the other props."),
    fix=[("Max Size 2048", "Max Size 1024")],
    cneeds=["Max Size 1024"])

# ---------------------------------------------------------------- 052
add("studio-conventions", "literal", "code_block", "unrelated",
    T("Jenkins pipeline step to sync the latest code from Perforce.",
      """```groovy
checkout perforce(
    credential: 'p4-build',
    populate: autoClean(quiet: true, replace: true),
    workspace: streamSpec(
        charset: 'none',
        format: 'jenkins-${NODE_NAME}-${JOB_NAME}',
        streamName: '//depot/main'
    )
)
```""",
      "Our mainline stream is //hollowmere/mainline, there's no //depot/main.",
      "//depot/main", "//hollowmere/mainline"),
    R("Same sync for the nightly content-cook job, but incremental instead of autoClean.",
      """```groovy
checkout perforce(
    credential: 'p4-build',
    populate: syncOnly(quiet: true, revert: true, have: true),
    workspace: streamSpec(
        charset: 'none',
        format: 'jenkins-${NODE_NAME}-cook',
        streamName: '//depot/main'
    )
)
```""",
      ["streamName: '//hollowmere/mainline'"], ["//depot/main"]),
    C("What's the difference between a struct and a class in C#, for small value types like a damage event?",
      "A struct is a value type: it's copied on assignment and stored inline (on the stack or inside whatever contains it), so small immutable data like a DamageEvent avoids GC allocations. A class is a reference type allocated on the heap and shared by reference."),
    fix=[("//depot/main", "//hollowmere/mainline")])

# ---------------------------------------------------------------- 053
add("godot-gdscript", "semantic", "prose_claim", "unrelated",
    T("If I call queue_free() on a bullet, can I still read its properties on the next line?",
      "No. queue_free() deletes the node immediately, so any access after that line is a use-after-free and will error.",
      "queue_free is deferred, the node stays valid until the end of the frame. free() is the immediate one.",
      "queue_free() deletes the node immediately", "queue_free() defers deletion until the end of the frame"),
    R("In the bullet's hit handler I call queue_free() and then read damage to pass it to the enemy. Will that crash?",
      "Yes. queue_free() removes the node right away, so reading damage afterwards touches a freed object; read the value before calling it.",
      ["re:(?i)end of the (current )?frame|deferred|still valid"], ["removes the node right away"]),
    C("Export the Godot 4 project for Linux from the command line on CI.",
      "`godot --headless --export-release \"Linux\" build/linux/hollowmere.x86_64`. The name in quotes is the export preset's name from export_presets.cfg, and the export templates have to be installed on the runner."),
    fix=[("Yes. queue_free() removes the node right away, so reading damage afterwards touches a freed object; read the value before calling it.",
          "No. queue_free() is deferred, so the bullet is still valid until the end of the frame and reading damage afterwards is fine.")])

# ---------------------------------------------------------------- 054
add("frame-timing", "semantic", "reworded", "same_topic",
    T("With vsync on at 60 Hz and double buffering, what frame rate do we get if a frame takes 17 ms?",
      "About 58 fps: 1000 / 17 ≈ 58.8, so you lose a couple of frames per second compared with a solid 60.",
      "With double-buffered vsync a 17 ms frame misses the vblank and waits for the next one, so it drops to 30, not 58.",
      "About 58 fps: 1000 / 17 ≈ 58.8, so you lose a couple of frames per second compared with a solid 60.",
      "30 fps: a 17 ms frame misses the vblank and waits for the next one, so each frame is shown for two refreshes."),
    R("On the Steam Deck build the GPU frame is 18 ms with double-buffered vsync at 60 Hz. What frame rate will players actually see?",
      "Roughly 55 fps, since 1000 / 18 ≈ 55.6; it's a small drop from 60 that most players won't notice.",
      ["re:\\b30 ?fps"], ["Roughly 55 fps"]),
    C("What does Adaptive VSync do?",
      "It keeps vsync on while you're at or above the refresh rate and turns it off when a frame runs late, so you get some tearing instead of a hard drop to half the refresh rate."),
    fix=[("Roughly 55 fps, since 1000 / 18 ≈ 55.6; it's a small drop from 60 that most players won't notice.",
          "30 fps: an 18 ms frame misses every vblank, so with double-buffered vsync each frame stays on screen for two refreshes.")])

# ---------------------------------------------------------------- 055
add("unity-rendering", "semantic", "prose_claim", "same_topic",
    T("Can I mark the moving elevator platforms as Batching Static to cut draw calls?",
      "Yes, tick Batching Static on them. Unity combines the meshes at build time but still lets you move the platforms at runtime.",
      "Static-batched meshes can't move, they're baked into a combined mesh. Moving platforms have to stay dynamic.",
      "Yes, tick Batching Static on them. Unity combines the meshes at build time but still lets you move the platforms at runtime.",
      "No, leave them dynamic. Static-batched meshes are combined at build time and can't move at runtime."),
    R("The castle has forty swinging doors. Can I mark them static to save draw calls?",
      "Sure, mark them Batching Static: the batching only merges their geometry, and you can still rotate each door open from script afterwards.",
      ["re:(?i)can't|cannot|can not"], ["you can still rotate each door"]),
    C("Does the SRP Batcher reduce the number of draw calls?",
      "The draw call count stays the same. The SRP Batcher makes each draw cheaper by keeping material properties in persistent GPU buffers, so the CPU skips most of the per-draw setup when shaders match."),
    fix=[("Sure, mark them Batching Static: the batching only merges their geometry, and you can still rotate each door open from script afterwards.",
          "No: Batching Static merges their geometry at build time, so the doors can't rotate open anymore. Leave them dynamic and let the SRP Batcher or GPU instancing keep the cost down.")])

# ---------------------------------------------------------------- 056
add("unity-csharp", "semantic", "reworded", "same_topic",
    T("After loading the boss prefab with Addressables.LoadAssetAsync, do I need to do anything when I'm done with it?",
      "No, once nothing references the prefab anymore the garbage collector cleans it up, and its bundle gets unloaded with it.",
      "Addressables is ref-counted. If you never call Addressables.Release on the handle, the asset and its bundle stay in memory for good.",
      "No, once nothing references the prefab anymore the garbage collector cleans it up, and its bundle gets unloaded with it.",
      "Yes, call Addressables.Release(handle); Addressables is ref-counted and keeps the asset and its bundle loaded until the count reaches zero."),
    R("When the player leaves the swamp zone I Destroy the ambience objects I spawned with Addressables.InstantiateAsync. Is the memory freed?",
      "Yes. Destroying the instances drops the last references, and the garbage collector unloads the prefab and its bundle on the next collection.",
      ["re:Addressables\\.Release(Instance)?\\("], ["garbage collector unloads"]),
    C("How do I preload the swamp zone's remote bundles during the loading screen?",
      "Call `Addressables.DownloadDependenciesAsync(\"swamp\")` with the zone's label and show its PercentComplete on the loading bar. Once it completes, the downloaded bundles stay in the local cache."),
    fix=[("Yes. Destroying the instances drops the last references, and the garbage collector unloads the prefab and its bundle on the next collection.",
          "Not fully. Instances from InstantiateAsync should be released with Addressables.ReleaseInstance(go) instead of Destroy; otherwise the ref count never drops and the bundle stays loaded.")])

# ---------------------------------------------------------------- 057
add("unity-csharp", "semantic", "prose_claim", "already_correct",
    T("Is it bad to call Camera.main every frame? We're on Unity 2022.3.",
      "Yes, Camera.main calls FindGameObjectWithTag(\"MainCamera\") every time, so cache it in a field in Awake.",
      "Camera.main has been cached by the engine since 2020.2, it's cheap now. No need to cache it ourselves on 2022.3.",
      "Yes, Camera.main calls FindGameObjectWithTag(\"MainCamera\") every time, so cache it in a field in Awake.",
      "Not anymore: since 2020.2 the engine caches Camera.main, so calling it every frame is cheap."),
    R("Code review flagged Camera.main inside LateUpdate in the billboard script. Is that a real performance problem on 2022.3?",
      "It is: every Camera.main access searches the scene for the MainCamera tag, which adds up with hundreds of billboards. Store it in a field in Awake.",
      ["re:2020\\.2|cached by the engine|engine caches"], ["searches the scene for the MainCamera tag"]),
    C("Quick way to make a billboard face the main camera in a Unity 2022 script?",
      "`transform.forward = Camera.main.transform.forward;` in LateUpdate. Camera.main is cached by the engine since 2020.2, so calling it every frame is fine."),
    fix=[("It is: every Camera.main access searches the scene for the MainCamera tag, which adds up with hundreds of billboards. Store it in a field in Awake.",
          "Not really: since 2020.2 the engine caches Camera.main, so reading it in LateUpdate is cheap even with hundreds of billboards.")],
    cneeds=["cached by the engine since 2020.2"])

# ---------------------------------------------------------------- 058
add("unreal-rendering", "semantic", "reworded", "unrelated",
    T("Will Lumen GI work for players on GTX 10-series cards?",
      "No. Lumen requires hardware ray tracing, so it needs an RTX 20-series or newer; GTX players will have to fall back to baked lighting.",
      "Lumen has a software ray tracing path that doesn't need RT hardware. Hardware RT is optional.",
      "Lumen requires hardware ray tracing, so it needs an RTX 20-series or newer",
      "Lumen falls back to software ray tracing, so it doesn't need RT hardware"),
    R("Our min-spec GPU is a GTX 1660 with no RT cores. Can we keep Lumen on for it?",
      "No, Lumen only runs with hardware ray tracing, so on the 1660 you'd need baked lighting or a separate non-Lumen scalability path.",
      ["re:(?i)software ray tracing"], ["only runs with hardware ray tracing"]),
    C("What's the console command for the frame-time breakdown in Unreal?",
      "`stat unit`. It shows Frame, Game, Draw, GPU and RHIT times, so you can see which thread is the bottleneck; `stat unitgraph` plots them over time."),
    fix=[("No, Lumen only runs with hardware ray tracing, so on the 1660 you'd need baked lighting or a separate non-Lumen scalability path.",
          "Yes, Lumen's software ray tracing doesn't need RT cores, so the 1660 can run it; use the Medium or High global illumination scalability level to keep it affordable.")])

# ---------------------------------------------------------------- 059
add("unity-csharp", "paraphrase", "reordered_args", "same_topic",
    T("Keep the player's health from going below 0 or above maxHealth after healing.",
      """```csharp
public void Heal(int amount)
{
    health = Mathf.Clamp(0, maxHealth, health + amount);
    onHealthChanged?.Invoke(health);
}
```""",
      "Clamp is (value, min, max). The way it's ordered that returns garbage.",
      "Mathf.Clamp(0, maxHealth, health + amount)", "Mathf.Clamp(health + amount, 0, maxHealth)"),
    R("Limit the first-person camera pitch to ±80 degrees.",
      """```csharp
pitch -= lookInput.y * sensitivity;
pitch = Mathf.Clamp(-80f, 80f, pitch);
cameraPivot.localRotation = Quaternion.Euler(pitch, 0f, 0f);
```""",
      ["Mathf.Clamp(pitch, -80f, 80f)"], ["Mathf.Clamp(-80f, 80f, pitch)"]),
    C("Godot 4: clamp the camera zoom between 0.5 and 3.",
      """```gdscript
func _unhandled_input(event):
    if event.is_action_pressed("zoom_in"):
        zoom_level = clamp(zoom_level + 0.1, 0.5, 3.0)
    camera.zoom = Vector2(zoom_level, zoom_level)
```"""),
    fix=[("Mathf.Clamp(-80f, 80f, pitch)", "Mathf.Clamp(pitch, -80f, 80f)")])

# ---------------------------------------------------------------- 060
add("godot-gdscript", "paraphrase", "equivalent_construct", "already_correct",
    T("Expose the player's move speed in the inspector (Godot 4.2).",
      """```gdscript
extends CharacterBody2D

export(float) var speed = 200.0
```""",
      "export(...) is Godot 3 syntax. 4.x uses annotations: @export var speed: float = 200.0",
      "export(float) var speed = 200.0", "@export var speed: float = 200.0"),
    R("Godot 4: armor value in the inspector, limited to 0-100 with a slider.",
      """```gdscript
export(int, 0, 100) var armor = 10
```""",
      ["@export_range(0, 100) var armor"], ["export(int"]),
    C("Godot 4: let designers set the enemy's max health in the inspector.",
      """```gdscript
@export var max_health: int = 100
```"""),
    fix=[("export(int, 0, 100) var armor = 10", "@export_range(0, 100) var armor: int = 10")],
    cneeds=["@export var max_health: int = 100"])


# ================================================================ validation
def check(text, spec):
    """Exactly as run.py: `re:` entries are Python regexes, others case-sensitive substrings."""
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def passes(text, contains, absent):
    return all(check(text, x) for x in contains) and not any(check(text, x) for x in absent)


def squash(text):
    return re.sub(r"\s+", "", text).lower()


TOP_KEYS = {"id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control"}
BUILD_KEYS = {"fix", "cflags", "cneeds", "literal"}
TEACH_KEYS = {"query", "output", "message", "gold_wrong", "gold_right"}
REPEAT_KEYS = {"query", "output", "expect_contains", "expect_absent"}
CONTROL_KEYS = {"query", "output"}


def validate(scenarios):
    errors, warnings = [], []
    seen_ids, seen_messages = set(), {}
    for s in scenarios:
        sid = s.get("id", "?")

        def err(msg):
            errors.append("%s: %s" % (sid, msg))

        if set(s) != TOP_KEYS | BUILD_KEYS:
            err("field set %s" % sorted(set(s) ^ (TOP_KEYS | BUILD_KEYS)))
            continue
        if not re.fullmatch(r"%s-\d{3}" % PREFIX, sid):
            err("malformed id")
        if sid in seen_ids:
            err("duplicate id")
        seen_ids.add(sid)
        t, r, c = s["teach"], s["repeat"], s["control"]
        for name, part, keys in (("teach", t, TEACH_KEYS), ("repeat", r, REPEAT_KEYS), ("control", c, CONTROL_KEYS)):
            if set(part) != keys:
                err("%s field set %s" % (name, sorted(set(part) ^ keys)))
        if errors and errors[-1].startswith(sid):
            continue
        for k in TEACH_KEYS:
            if not isinstance(t[k], str) or not t[k].strip():
                err("teach.%s empty" % k)
        for k in ("query", "output"):
            if not isinstance(r[k], str) or not r[k].strip():
                err("repeat.%s empty" % k)
            if not isinstance(c[k], str) or not c[k].strip():
                err("control.%s empty" % k)
        if not isinstance(s["topic"], str) or not re.fullmatch(r"[a-z][a-z0-9-]*", s["topic"]):
            err("bad topic")
        if s["difficulty"] not in DIFFICULTIES:
            err("difficulty %r" % s["difficulty"])
        if s["control_kind"] not in CONTROL_KINDS:
            err("control_kind %r" % s["control_kind"])
        if s["repeat_variation"] not in VARIATIONS:
            err("repeat_variation %r" % s["repeat_variation"])

        # gold spans
        if t["gold_wrong"] not in t["output"]:
            err("gold_wrong not in teach.output")
        if t["gold_wrong"] == t["gold_right"]:
            err("gold_wrong equals gold_right")

        # messages
        m = t["message"].strip()
        if m in seen_messages:
            err("teach.message duplicates %s" % seen_messages[m])
        seen_messages[m] = sid

        # check specs are well-formed
        specs = list(r["expect_contains"]) + list(r["expect_absent"]) + list(s["cflags"] or []) + list(s["cneeds"] or [])
        if not r["expect_contains"] and not r["expect_absent"]:
            err("repeat has no checks")
        for spec in specs:
            if not isinstance(spec, str) or not spec:
                err("empty check spec")
                continue
            if spec.startswith("re:"):
                try:
                    re.compile(spec[3:])
                except re.error as e:
                    err("bad regex %r: %s" % (spec, e))
        if errors and errors[-1].startswith(sid):
            continue

        # the repeat as written fails its own check
        if passes(r["output"], r["expect_contains"], r["expect_absent"]):
            err("repeat as written already passes its check")

        # the fixed repeat passes
        if not s["fix"]:
            err("no fix")
        fixed = r["output"]
        for old, new in s["fix"]:
            if old not in fixed:
                err("fix old text not found: %r" % old[:60])
            fixed = fixed.replace(old, new)
        if not passes(fixed, r["expect_contains"], r["expect_absent"]):
            bad = [x for x in r["expect_contains"] if not check(fixed, x)] + \
                  [x for x in r["expect_absent"] if check(fixed, x)]
            err("fixed repeat fails its check on %s" % bad)

        # literal: the wrong text recurs verbatim (up to case and white space)
        if s["difficulty"] == "literal":
            lit = s["literal"] or t["gold_wrong"]
            if squash(lit) not in squash(r["output"]):
                err("literal text %r does not recur in repeat.output" % lit)
            if squash(lit) not in squash(t["output"]):
                err("literal text %r not in teach.output" % lit)
        elif s["literal"]:
            err("literal given for a non-literal scenario")

        # control checks
        kind = s["control_kind"]
        cflags = s["cflags"]
        if cflags is None:
            if kind == "lookalike":
                err("lookalike control needs explicit cflags")
                cflags = []
            else:
                cflags = list(r["expect_absent"]) + [t["gold_wrong"]]
        hit = [x for x in cflags if check(c["output"], x)]
        if hit:
            err("control matches cflags %s" % hit)
        cneeds = s["cneeds"] or []
        if kind in ("lookalike", "already_correct") and not cneeds:
            err("%s control needs cneeds" % kind)
        miss = [x for x in cneeds if not check(c["output"], x)]
        if miss:
            err("control lacks cneeds %s" % miss)
        if c["output"] == r["output"] or c["output"] == t["output"]:
            err("control output duplicates another output")

    # cross-scenario: another scenario's wrong span inside this scenario's texts (warn only)
    for s in scenarios:
        for o in scenarios:
            if o is s or len(o["teach"]["gold_wrong"]) < 6:
                continue
            w = o["teach"]["gold_wrong"]
            for where in ("teach", "repeat", "control"):
                if w in s[where]["output"]:
                    warnings.append("%s %s.output contains %s's gold_wrong %r" % (s["id"], where, o["id"], w[:40]))

    # mix
    n = len(scenarios)
    if n != 60:
        errors.append("expected 60 scenarios, have %d" % n)
    dc = Counter(s["difficulty"] for s in scenarios)
    cc = Counter(s["control_kind"] for s in scenarios)
    vc = Counter(s["repeat_variation"] for s in scenarios)
    for name, counts, target in (("difficulty", dc, TARGET_DIFFICULTY), ("control_kind", cc, TARGET_CONTROL)):
        for k, want in target.items():
            if abs(counts.get(k, 0) - want) > max(3, round(0.15 * want)):
                errors.append("%s %s: %d, target ~%d" % (name, k, counts.get(k, 0), want))
    if vc["reworded"] + vc["code_block"] < 0.4 * n:
        errors.append("reworded + code_block should be most of the repeats (%d)" % (vc["reworded"] + vc["code_block"]))
    for k in VARIATIONS:
        if not vc.get(k):
            errors.append("repeat_variation %s unused" % k)
    if max(vc.values()) > vc["reworded"] + vc["code_block"]:
        errors.append("variation mix is off")
    return errors, warnings, dc, cc, vc


def public(s):
    t, r, c = s["teach"], s["repeat"], s["control"]
    return {
        "id": s["id"], "topic": s["topic"], "difficulty": s["difficulty"],
        "repeat_variation": s["repeat_variation"], "control_kind": s["control_kind"],
        "teach": {k: t[k] for k in ("query", "output", "message", "gold_wrong", "gold_right")},
        "repeat": {k: r[k] for k in ("query", "output", "expect_contains", "expect_absent")},
        "control": {k: c[k] for k in ("query", "output")},
    }


def fmt(counts):
    return ", ".join("%s %d" % (k, v) for k, v in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))


def readme(dc, cc, vc, tc):
    n = len(SCENARIOS)
    return """# dev31: learning-loop scenarios, game development and graphics

This is a development set. Use it to find and understand failures. Do not copy its sentences, values or checks into code, tests, prompts, rules or training data.

## What it is

{n} hand-written scenarios (`d31-001` … `d31-{n:03d}`) in the format of
`../shared/eval/loop/scenarios_dev.jsonl` (see "Scenario rules" in
`../shared/eval/loop/README.md`): a developer corrects the coding assistant once
(`teach`), the same mistake comes back in another session (`repeat`, fixed when every
`expect_contains` is present and every `expect_absent` is absent), and a `control` output
must come back byte-identical.

Theme: game development and graphics: Unity (C#), Unreal (C++ and Blueprints), Godot
(GDScript and shading language), shaders (HLSL, GLSL), asset pipelines, build targets and
platform settings, physics and frame timing, and one fictional studio's own conventions
(naming, paths, pinned versions, budgets).

## Counts

- difficulty: {dc}
- control_kind: {cc}
- repeat_variation: {vc}
- topic: {tc}

## Files

| file | what |
|---|---|
| `build.py` | the scenarios as data plus the checks; writes the two files below and refuses to write if a check fails |
| `scenarios.jsonl` | {n} `{{id, topic, difficulty, repeat_variation, control_kind, teach, repeat, control}}` |
| `README.md` | this file |

`build.py` checks that ids and field sets are exact, enums are valid, `gold_wrong` occurs in
`teach.output`, every repeat as written fails its own check and passes it after the
scenario's recorded fix, literal scenarios really repeat the wrong text (up to case and
white space), lookalike controls really contain the look-alike text and none of the specs
that would mark them wrong, already-correct controls really contain the right value, and
no two scenarios share a teach message. It also warns when one scenario's wrong span
appears in another scenario's outputs (relevant with `--shared-store`).

## Running

From the repository root (after `go build -o bin/cairn ./cmd/cairn`):

```sh
python3 ../shared/eval/loop/run.py --cairn bin/cairn --shared-store --skip-messages --scenarios eval/dev31/scenarios.jsonl
python3 ../shared/eval/loop/run.py --cairn bin/cairn --skip-messages --scenarios eval/dev31/scenarios.jsonl                  # fresh store per scenario
python3 ../shared/eval/loop/run.py --cairn bin/cairn --oracle-teach --skip-messages --scenarios eval/dev31/scenarios.jsonl   # gold spans stored directly
```

Add `--out loop-dev31.json` to keep the report apart from other runs. Rebuild the jsonl with
`python3 eval/dev31/build.py`.
""".format(n=n, dc=fmt(dc), cc=fmt(cc), vc=fmt(vc), tc=fmt(tc))


def main():
    errors, warnings, dc, cc, vc = validate(SCENARIOS)
    for w in warnings:
        print("warning:", w)
    if errors:
        for e in errors:
            print("ERROR:", e, file=sys.stderr)
        print("%d error(s); nothing written" % len(errors), file=sys.stderr)
        return 1
    tc = Counter(s["topic"] for s in SCENARIOS)
    with open(os.path.join(HERE, "scenarios.jsonl"), "w", encoding="utf-8") as f:
        for s in SCENARIOS:
            f.write(json.dumps(public(s), ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write(readme(dc, cc, vc, tc))
    print("wrote %d scenarios to %s" % (len(SCENARIOS), os.path.join(HERE, "scenarios.jsonl")))
    print("difficulty:       ", fmt(dc))
    print("control_kind:     ", fmt(cc))
    print("repeat_variation: ", fmt(vc))
    print("topic:            ", fmt(tc))
    return 0


if __name__ == "__main__":
    sys.exit(main())
